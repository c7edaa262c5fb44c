-- Hits are ordered by id (byte order) after any other sort key, and `q=*` without `sort_by` by id
-- alone. Read in this index's order, with the default filter's columns and genres at hand, a page of
-- hits is the first matches found instead of the top of a sort over all matches: over 1,000,000
-- items, the first page of 65,000 matches took 0.1 ms instead of 17 ms (PostgreSQL 15).
CREATE INDEX IF NOT EXISTS inventory_items_id_order ON inventory_items (collection, id COLLATE "C")
  INCLUDE (dealid, open, episode_count, frequency, genres);
