import type { components } from '@earshot/sdk-core';
import type { Database } from '../../db/database.ts';
import { queryFirst } from '../../db/queryFirst.ts';

/** A synthesizer voice (`Voice` in the contract). */
export type Voice = components['schemas']['Voice'];

/** Lists every voice in catalogue order. */
export async function listVoices(db: Database): Promise<Voice[]> {
  const { rows } = await db.query<Voice>(
    'SELECT id, name, language, gender, sample_url FROM voices ORDER BY position, id',
  );
  return rows;
}

/** Finds a voice by id, or `null`. */
export async function findVoice(db: Database, id: string): Promise<Voice | null> {
  return queryFirst<Voice>(db, 'SELECT id, name, language, gender, sample_url FROM voices WHERE id = $1', [
    id,
  ]);
}

/** Whether a voice with this id exists. */
export async function voiceExists(db: Database, id: string): Promise<boolean> {
  return (await findVoice(db, id)) !== null;
}

/** Records where a voice's sample is stored and served. */
export async function setVoiceSample(db: Database, id: string, key: string, url: string): Promise<void> {
  await db.query('UPDATE voices SET sample_key = $2, sample_url = $3 WHERE id = $1', [id, key, url]);
}
