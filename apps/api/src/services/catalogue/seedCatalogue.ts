import type { Database } from '../../db/database.ts';
import { CATALOGUE_SEED, type CatalogueItem, generateCatalogue } from './generateCatalogue.ts';

/** Rows per INSERT statement: large enough to amortise round trips, small enough for PGlite. */
const BATCH_SIZE = 2000;

// One statement per batch: each column travels as one array parameter and unnest() zips them into
// rows. The full-text vector is built here with one weight per searchable field.
const INSERT_BATCH = `
  INSERT INTO inventory_items
    (collection, id, name, supply, type, description, dealid, exchange, open, genres,
     episode_count, frequency, audience_size, weekly_impressions, cpm_floor, embedding, search)
  SELECT collection, id, name, supply, type, description, dealid, exchange, open,
         string_to_array(genres, ','), episode_count, frequency, audience_size, weekly_impressions, cpm_floor,
         embedding::real[],
         setweight(to_tsvector('simple', name), 'A')
           || setweight(to_tsvector('simple', description), 'B')
           || setweight(to_tsvector('simple', supply), 'C')
           || setweight(to_tsvector('simple', replace(genres, '-', ' ')), 'D')
  FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
              $8::text[], $9::boolean[], $10::text[], $11::integer[], $12::double precision[], $13::integer[],
              $14::integer[], $15::double precision[], $16::text[])
    AS t(collection, id, name, supply, type, description, dealid, exchange, open, genres,
         episode_count, frequency, audience_size, weekly_impressions, cpm_floor, embedding)`;

async function insertBatch(db: Database, items: CatalogueItem[]): Promise<void> {
  await db.query(INSERT_BATCH, [
    items.map((item) => item.collection),
    items.map((item) => item.id),
    items.map((item) => item.name),
    items.map((item) => item.supply),
    items.map((item) => item.type),
    items.map((item) => item.description),
    items.map((item) => item.dealid),
    items.map((item) => item.exchange),
    items.map((item) => item.open),
    items.map((item) => item.genres.join(',')),
    items.map((item) => item.episode_count),
    items.map((item) => item.frequency),
    items.map((item) => item.audience_size),
    items.map((item) => item.weekly_impressions),
    items.map((item) => item.cpm_floor),
    items.map((item) => `{${item.embedding.join(',')}}`),
  ]);
}

/** Options of {@link seedCatalogue}. */
export type SeedCatalogueOptions = {
  /** Items across the four collections. */
  size: number;
  /** Generator seed. @default CATALOGUE_SEED */
  seed?: string;
};

/**
 * Loads the generated inventory catalogue. Idempotent: when the catalogue of this size and seed
 * is already loaded nothing happens; otherwise the old catalogue is replaced in one transaction.
 * Returns whether it loaded anything.
 */
export async function seedCatalogue(db: Database, options: SeedCatalogueOptions): Promise<boolean> {
  const seed = options.seed ?? CATALOGUE_SEED;
  const { rows } = await db.query<{ size: number; seed: string }>(
    'SELECT size, seed FROM inventory_catalogue',
  );
  if (rows[0]?.size === options.size && rows[0].seed === seed) return false;
  await db.transaction(async (tx) => {
    // TRUNCATE, not DELETE: the statement triggers of migrations 087 and 099 would collect every
    // deleted row. The facet rollup (099) is built once at the end rather than batch by batch.
    await tx.query('TRUNCATE inventory_items');
    await tx.query(`SELECT set_config('earshot.facet_rollup', 'deferred', true)`);
    // Building each secondary index once after the load is much faster than updating it per row:
    // drop them (as the migrations defined them) and recreate them from their saved definitions.
    const { rows: indexes } = await tx.query<{ name: string; definition: string }>(
      `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
       WHERE schemaname = current_schema() AND tablename = 'inventory_items' AND indexname <> 'inventory_items_pkey'`,
    );
    for (const index of indexes) await tx.query(`DROP INDEX "${index.name}"`);
    let batch: CatalogueItem[] = [];
    for (const item of generateCatalogue(options.size, seed)) {
      batch.push(item);
      if (batch.length === BATCH_SIZE) {
        await insertBatch(tx, batch);
        batch = [];
      }
    }
    if (batch.length > 0) await insertBatch(tx, batch);
    for (const index of indexes) await tx.query(index.definition);
    await tx.query('SELECT inventory_facet_rollup_rebuild()');
    await tx.query(
      `INSERT INTO inventory_catalogue (singleton, size, seed) VALUES (true, $1, $2)
       ON CONFLICT (singleton) DO UPDATE SET size = EXCLUDED.size, seed = EXCLUDED.seed, loaded_at = now()`,
      [options.size, seed],
    );
  });
  // VACUUM marks the new rows visible to all, which lets searches count from the indexes alone.
  await db.query('VACUUM (ANALYZE) inventory_items, inventory_facet_rollup');
  return true;
}
