-- pgvector, when the server has it: a stored `vector(32)` copy of each embedding so similarity
-- search runs on pgvector's distance operators. Without the extension the column is left out and
-- the search service computes distances over `real[]` in SQL instead (and logs that it does).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS vector SCHEMA public;
  ALTER TABLE inventory_items
    ADD COLUMN IF NOT EXISTS embedding_vector public.vector(32) GENERATED ALWAYS AS (embedding::public.vector(32)) STORED;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pgvector unavailable (%): similarity search falls back to real[] arithmetic', SQLERRM;
END
$$;
