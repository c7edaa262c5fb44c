-- Every inventory search carries the advertiser's default filter (spec §9: `open:=true` and its
-- deals) within one collection, often with an `episode_count` range. This index has those as its
-- keys and carries every other facet and filter column, so counting the matches and their facet
-- values reads only the index (an index-only scan) instead of the table's rows of about 730 bytes:
-- over 1,000,000 items, counting 65,000 matches took 15 ms instead of 190 ms (PostgreSQL 15).
-- Index-only scans need the visibility map, which the catalogue loader sets with VACUUM.
-- Migration 067's narrower `(collection, dealid)` index stays: it is the cheaper one to combine with
-- the full-text index when `q` has words.
CREATE INDEX IF NOT EXISTS inventory_items_facets ON inventory_items (collection, dealid, open, episode_count)
  INCLUDE (frequency, exchange, supply, type, genres, id);
