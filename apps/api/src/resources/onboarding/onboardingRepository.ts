import type { OnboardingEventName } from '@earshot/validators';
import type { Database } from '../../db/database.ts';

/** A stored `onboarding_events` row. */
export type OnboardingEventRow = {
  id: string;
  advertiser_uuid: string;
  name: OnboardingEventName;
  created_at: Date | string;
};

const COLUMNS = 'id, advertiser_uuid, name, created_at';

/** Maps a row to the contract's `OnboardingEvent`. */
export function toOnboardingEvent(row: OnboardingEventRow) {
  return {
    id: row.id,
    advertiser_id: row.advertiser_uuid,
    name: row.name,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The advertiser's onboarding events, oldest first. */
export async function listOnboardingEvents(
  db: Database,
  advertiserUuid: string,
): Promise<OnboardingEventRow[]> {
  const { rows } = await db.query<OnboardingEventRow>(
    `SELECT ${COLUMNS} FROM onboarding_events WHERE advertiser_uuid = $1 ORDER BY created_at, id`,
    [advertiserUuid],
  );
  return rows;
}

/**
 * Records an event. 'completed' is kept once per advertiser and marks the advertiser onboarded:
 * recording it again returns the existing event with `created: false`.
 */
export async function recordOnboardingEvent(
  db: Database,
  advertiserUuid: string,
  name: OnboardingEventName,
  now: Date,
): Promise<{ row: OnboardingEventRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<OnboardingEventRow>(
      `INSERT INTO onboarding_events (advertiser_uuid, name, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (advertiser_uuid) WHERE name = 'completed' DO NOTHING
       RETURNING ${COLUMNS}`,
      [advertiserUuid, name, now],
    );
    const inserted = rows[0];
    if (name === 'completed') {
      await tx.query('UPDATE advertisers SET onboarded = true WHERE uuid = $1', [advertiserUuid]);
    }
    if (inserted) return { row: inserted, created: true };
    const { rows: existing } = await tx.query<OnboardingEventRow>(
      `SELECT ${COLUMNS} FROM onboarding_events WHERE advertiser_uuid = $1 AND name = 'completed'`,
      [advertiserUuid],
    );
    const row = existing[0];
    if (!row) throw new Error('The completed onboarding event vanished while being recorded');
    return { row, created: false };
  });
}

/** Onboarding steps that doing the work completes (spec §4): the first pixel event, asset or creative, campaign. */
export type OnboardingStep = Extract<OnboardingEventName, 'pixel' | 'creative' | 'campaign'>;

/** Records `step` the first time the advertiser does it; later calls change nothing. */
export async function recordOnboardingStep(
  db: Database,
  advertiserUuid: string,
  step: OnboardingStep,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO onboarding_events (advertiser_uuid, name, created_at)
     SELECT $1::uuid, $2::text, $3::timestamptz
     WHERE NOT EXISTS (SELECT 1 FROM onboarding_events WHERE advertiser_uuid = $1::uuid AND name = $2::text)`,
    [advertiserUuid, step, at],
  );
}
