-- What each inventory item sells, as the forecast and the delivery simulator model it: unique listeners
-- in a week, ad impressions a week and the CPM floor (USD). The catalogue generator computes them;
-- a catalogue loaded before this migration has zeros until it is loaded again, so its marker goes and
-- the next `pnpm seed` reloads it.
ALTER TABLE inventory_items
  ADD COLUMN IF NOT EXISTS audience_size integer NOT NULL DEFAULT 0 CHECK (audience_size >= 0),
  ADD COLUMN IF NOT EXISTS weekly_impressions integer NOT NULL DEFAULT 0 CHECK (weekly_impressions >= 0),
  ADD COLUMN IF NOT EXISTS cpm_floor double precision NOT NULL DEFAULT 0 CHECK (cpm_floor >= 0);

DELETE FROM inventory_catalogue;
