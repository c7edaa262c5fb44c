import type { Database } from '../../db/database.ts';

/**
 * Records that the policy with `signature` stored its file, in the transaction that stores it:
 * true the first time, false when it was used before (a replay). Expired records are dropped on the
 * way, since an expired policy is refused before it gets here.
 */
export async function claimUploadPolicy(
  db: Database,
  policy: { signature: string; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  await db.query('DELETE FROM used_upload_policies WHERE expires_at < $1', [now]);
  const { rows } = await db.query(
    `INSERT INTO used_upload_policies (signature, expires_at, used_at) VALUES ($1, $2, $3)
     ON CONFLICT (signature) DO NOTHING RETURNING signature`,
    [policy.signature, policy.expiresAt, now],
  );
  return rows.length === 1;
}
