-- What the delivery simulator played, at the grain of the measurement breakdowns: each campaign day is
-- split into a few cells, one per show, country and region, device, creative and daypart, whose counts
-- add up to that day's `campaign_daily_metrics` row. `listeners` of a cell are a sample of the simulated
-- listener ids it reached (at most 25 a cell), each standing for `weight` listeners of its reach: reach
-- is counted over them, and pixel conversions whose first-party client id is one of them are attributed.
CREATE TABLE IF NOT EXISTS campaign_exposures (
  id uuid PRIMARY KEY,
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  campaign_id uuid NOT NULL,
  day date NOT NULL,
  -- Inventory item id, with its name and publisher (the item's supplier) as delivered.
  item_id text NOT NULL,
  item_name text NOT NULL,
  publisher text NOT NULL,
  -- ISO 3166-1 alpha-2 and ISO 3166-2 (null when only the country is known).
  country text NOT NULL,
  region text,
  device text NOT NULL,
  creative_id uuid,
  creative_name text,
  daypart text NOT NULL,
  impressions bigint NOT NULL CHECK (impressions >= 0),
  reach bigint NOT NULL CHECK (reach >= 0),
  listens bigint NOT NULL CHECK (listens >= 0),
  clicks bigint NOT NULL CHECK (clicks >= 0),
  spend numeric(14, 2) NOT NULL CHECK (spend >= 0),
  conversions bigint NOT NULL CHECK (conversions >= 0),
  conversion_value numeric(14, 2) NOT NULL CHECK (conversion_value >= 0),
  simulated boolean NOT NULL DEFAULT true
);

CREATE INDEX IF NOT EXISTS campaign_exposures_day_idx ON campaign_exposures (advertiser_uuid, day);

CREATE TABLE IF NOT EXISTS exposure_listeners (
  exposure_id uuid NOT NULL REFERENCES campaign_exposures(id) ON DELETE CASCADE,
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  listener_id text NOT NULL,
  exposed_at timestamptz NOT NULL,
  weight double precision NOT NULL CHECK (weight > 0),
  PRIMARY KEY (exposure_id, listener_id)
);

CREATE INDEX IF NOT EXISTS exposure_listeners_listener_idx ON exposure_listeners (advertiser_uuid, listener_id);

-- How the advertiser's pixel conversions are attributed unless a query says otherwise.
ALTER TABLE advertisers
  ADD COLUMN IF NOT EXISTS attribution_window_days integer NOT NULL DEFAULT 30
    CHECK (attribution_window_days BETWEEN 1 AND 60),
  ADD COLUMN IF NOT EXISTS attribution_model text NOT NULL DEFAULT 'last_touch'
    CHECK (attribution_model IN ('last_touch', 'first_touch', 'linear'));
