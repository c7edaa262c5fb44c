import pg from 'pg';

/** How many times a second PostgreSQL alone commits an update of one row, and of rows spread wide. */
export type RowUpdateCeiling = { oneRow: number; manyRows: number };

const ROWS = 1000;

/**
 * The ceiling of the write targets, which each update one row (the bench user's, the bench
 * playlist's): `clients` connections (the API's pool holds 10) updating one row through `pg` with a
 * prepared statement and no HTTP, for `seconds`, in the schema first on `url`'s search path. Each
 * update waits for the last one's commit to reach the disk before it can take the row; spread over
 * 1,000 rows the same updates commit together, which shows the wait is the row's, not the server's.
 */
export async function rowUpdateCeiling(
  url: string,
  seconds: number,
  clients = 10,
): Promise<RowUpdateCeiling> {
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await setup.query(
    'CREATE TABLE bench_row_updates (id integer PRIMARY KEY, name text, updated_at timestamptz)',
  );
  await setup.query(
    `INSERT INTO bench_row_updates SELECT g, 'start', now() FROM generate_series(1, ${ROWS}) g`,
  );
  const pool = new pg.Pool({ connectionString: url, max: clients });
  try {
    const rate = async (pickRow: () => number) => {
      const deadline = Date.now() + seconds * 1000;
      let updates = 0;
      const worker = async () => {
        const client = await pool.connect();
        try {
          while (Date.now() < deadline) {
            await client.query({
              name: 'bench_row_update',
              text: 'UPDATE bench_row_updates SET name = $2, updated_at = now() WHERE id = $1',
              values: [pickRow(), 'Olivia'],
            });
            updates += 1;
          }
        } finally {
          client.release();
        }
      };
      const started = Date.now();
      await Promise.all(Array.from({ length: clients }, worker));
      return updates / ((Date.now() - started) / 1000);
    };
    return {
      oneRow: await rate(() => 1),
      manyRows: await rate(() => 1 + Math.floor(Math.random() * ROWS)),
    };
  } finally {
    await pool.end();
    await setup.query('DROP TABLE bench_row_updates');
    await setup.end();
  }
}
