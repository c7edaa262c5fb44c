-- The inventory search catalogue: one row per podcast, radio station, streaming channel or emerging
-- placement, in one of four collections. Full text lives in `search`, filled on insert with one
-- weight per searchable field (A name, B description, C supply, D genres) so a query can be limited
-- to the `query_by` fields with weight labels. `embedding` is the item's 32-dimension vector.
CREATE TABLE IF NOT EXISTS inventory_items (
  collection text NOT NULL CHECK (collection IN ('podcast_v2', 'radio_v2', 'streaming_v2', 'emerging_v2')),
  id text NOT NULL,
  name text NOT NULL,
  supply text NOT NULL,
  type text NOT NULL CHECK (type IN ('podcast', 'radio', 'streaming', 'emerging')),
  description text NOT NULL,
  dealid text NOT NULL,
  exchange text NOT NULL,
  open boolean NOT NULL,
  genres text[] NOT NULL,
  episode_count integer CHECK (episode_count >= 0),
  frequency double precision CHECK (frequency >= 0),
  embedding real[] NOT NULL CHECK (cardinality(embedding) = 32),
  search tsvector NOT NULL,
  PRIMARY KEY (collection, id)
);

CREATE INDEX IF NOT EXISTS inventory_items_search ON inventory_items USING gin (search);

-- Which catalogue is loaded (size and generator seed), so seeding again is a no-op.
CREATE TABLE IF NOT EXISTS inventory_catalogue (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  size integer NOT NULL,
  seed text NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);
