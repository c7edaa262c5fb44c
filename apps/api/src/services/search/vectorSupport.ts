import type { Database } from '../../db/database.ts';

const detected = new WeakMap<Database, Promise<boolean>>();

/**
 * Whether this database stores embeddings as pgvector vectors too (migration 066 adds the column
 * when the extension could be created). Checked once per database; the first check logs which
 * way similarity is computed.
 */
export function hasPgvector(db: Database, log: (line: string) => void): Promise<boolean> {
  let answer = detected.get(db);
  if (!answer) {
    answer = db
      .query(
        `SELECT 1 FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = 'inventory_items' AND column_name = 'embedding_vector'`,
      )
      .then(({ rows }) => {
        log(
          rows.length > 0
            ? 'Inventory search: vector_distance computed with pgvector'
            : 'Inventory search: pgvector is not available on this database; vector_distance is computed over real[] in SQL',
        );
        return rows.length > 0;
      });
    detected.set(db, answer);
  }
  return answer;
}
