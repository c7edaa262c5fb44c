import type { Database } from '../db/database.ts';
import { DEMO_ADVERTISERS, DEMO_USERS } from './demoAccounts.ts';
import type { SeedContext } from './seedContext.ts';

/**
 * Creates the demo accounts, advertisers and memberships when missing (existing rows are left as
 * they are) and returns the context the resource seeds build on.
 */
export async function seedCore(db: Database, now: Date): Promise<SeedContext> {
  for (const advertiser of DEMO_ADVERTISERS) {
    await db.query(
      `INSERT INTO advertisers (uuid, name, url, category, onboarded, deals, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT DO NOTHING`,
      [
        advertiser.uuid,
        advertiser.name,
        advertiser.url,
        advertiser.category,
        advertiser.onboarded,
        advertiser.deals,
        now,
      ],
    );
  }
  const users: SeedContext['users'] = [];
  for (const demo of DEMO_USERS) {
    await db.query(
      `INSERT INTO users (email, first_name, last_name, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $4) ON CONFLICT (email) DO NOTHING`,
      [demo.email, demo.first_name, demo.last_name, now],
    );
    const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [demo.email]);
    const id = rows[0]?.id as string;
    users.push({ id, email: demo.email });
    for (const advertiser of DEMO_ADVERTISERS) {
      const role = demo.roles[advertiser.key];
      if (role === undefined) continue;
      await db.query(
        `INSERT INTO memberships (user_id, advertiser_uuid, user_role, created_at)
         VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [id, advertiser.uuid, role, now],
      );
    }
  }
  const { rows } = await db.query<SeedContext['advertisers'][number]>(
    'SELECT uuid, name, url, onboarded, deals FROM advertisers WHERE uuid = ANY($1::uuid[]) ORDER BY name',
    [DEMO_ADVERTISERS.map((advertiser) => advertiser.uuid)],
  );
  return { db, now, advertisers: rows, users };
}
