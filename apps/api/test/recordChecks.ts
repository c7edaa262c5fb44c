import { expect } from 'vitest';
import type { RoleSessions } from './roleSessions.ts';

/**
 * Checks that the viewer finds the record `id` (its `key` field) in the `collection` path's list and
 * that the reporter reads it at `collection/id` with the `name` given.
 * @param key @default 'id'
 */
export async function expectListedAndRead(
  call: RoleSessions['call'],
  collection: string,
  id: string,
  name: string,
  key = 'id',
): Promise<void> {
  const list = await call('viewer', 'GET', collection);
  expect(list.body.map((record: Record<string, unknown>) => record[key])).toContain(id);
  expect((await call('reporter', 'GET', `${collection}/${id}`)).body.name).toBe(name);
}
