import type { Database } from '../db/database.ts';
import { resourceSeeds } from '../resources/index.ts';
import { seedCore } from './seedCore.ts';

/** Seeds the demo data: core accounts and advertisers, then every resource's step. Idempotent. */
export async function seed(db: Database, now: Date = new Date()): Promise<void> {
  const ctx = await seedCore(db, now);
  for (const step of resourceSeeds) await step(ctx);
}

/** Whether the database has no users yet (a fresh start, to be seeded). */
export async function isEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users LIMIT 1');
  return rows.length === 0;
}
