import type { Database } from '../../db/database.ts';

/** A synthesizer voice (`Voice` in the contract). */
export type Voice = { id: string; name: string; language: string; gender: string; sample_url: string | null };

/** Lists every voice in catalogue order. */
export async function listVoices(db: Database): Promise<Voice[]> {
  const { rows } = await db.query<Voice>(
    'SELECT id, name, language, gender, sample_url FROM voices ORDER BY position, id',
  );
  return rows;
}

/** Whether a voice with this id exists. */
export async function voiceExists(db: Database, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM voices WHERE id = $1', [id]);
  return rows.length > 0;
}
