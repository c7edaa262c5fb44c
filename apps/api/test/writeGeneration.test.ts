import { describe, expect, it } from 'vitest';
import { isReadOnlyStatement, WriteGeneration } from '../src/db/writeGeneration.ts';

describe('isReadOnlyStatement', () => {
  it('takes a SELECT, and a WITH that names no writing command, for a read', () => {
    expect(isReadOnlyStatement('SELECT 1')).toBe(true);
    expect(isReadOnlyStatement('\n  select * from campaigns where id = $1 FOR UPDATE')).toBe(true);
    expect(isReadOnlyStatement('-- the list\n/* of rows */ SELECT id FROM playlists')).toBe(true);
    expect(isReadOnlyStatement('WITH m AS (SELECT * FROM memberships) SELECT * FROM m')).toBe(true);
  });

  it('takes everything else for a write, a WITH that merely mentions one included', () => {
    for (const sql of [
      'INSERT INTO sessions VALUES ($1)',
      ' update users set first_name = $1',
      'DELETE FROM playlists',
      'WITH gone AS (DELETE FROM sessions RETURNING *) SELECT count(*) FROM gone',
      "WITH t AS (SELECT 'update' AS word) SELECT * FROM t",
      'TRUNCATE inventory_items',
      'VACUUM (ANALYZE) inventory_items',
      'CREATE TABLE t (id int)',
      '',
    ]) {
      expect(isReadOnlyStatement(sql), sql).toBe(false);
    }
  });
});

describe('WriteGeneration', () => {
  it('moves on after a write has finished, failed or not, and never for a read', async () => {
    const writes = new WriteGeneration();
    let seenDuring = -1;
    await writes.afterStatement('UPDATE users SET first_name = $1', async () => {
      seenDuring = writes.value;
    });
    expect(seenDuring).toBe(0);
    expect(writes.value).toBe(1);
    await expect(
      writes.afterStatement('DELETE FROM users', () => Promise.reject(new Error('refused'))),
    ).rejects.toThrow('refused');
    expect(writes.value).toBe(2);
    await writes.afterStatement('SELECT 1', async () => undefined);
    expect(writes.value).toBe(2);
    await expect(writes.after(() => Promise.reject(new Error('rolled back')))).rejects.toThrow();
    expect(writes.value).toBe(3);
  });
});
