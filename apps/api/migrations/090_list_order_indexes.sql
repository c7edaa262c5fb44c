-- Every advertiser list is read in the order `created_at DESC, <key>`: with the key in the index, a
-- list is one index scan in its final order, with no sort step. These replace the indexes on
-- (advertiser_uuid, created_at DESC), which the new ones cover.
CREATE INDEX IF NOT EXISTS assets_advertiser_order_idx ON assets (advertiser_uuid, created_at DESC, uuid);
DROP INDEX IF EXISTS assets_advertiser_created_idx;
CREATE INDEX IF NOT EXISTS creatives_advertiser_order_idx ON creatives (advertiser_uuid, created_at DESC, id);
DROP INDEX IF EXISTS creatives_advertiser_created_idx;
CREATE INDEX IF NOT EXISTS playlists_advertiser_order_idx ON playlists (advertiser_uuid, created_at DESC, id);
DROP INDEX IF EXISTS playlists_advertiser_created_idx;
CREATE INDEX IF NOT EXISTS campaigns_advertiser_order_idx ON campaigns (advertiser_uuid, created_at DESC, id);
DROP INDEX IF EXISTS campaigns_advertiser_created_idx;
CREATE INDEX IF NOT EXISTS audiences_advertiser_order_idx ON audiences (advertiser_uuid, created_at DESC, id);
DROP INDEX IF EXISTS audiences_advertiser_created_idx;
