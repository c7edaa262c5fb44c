-- Listens (complete plays) and companion clicks per campaign and day, next to impressions.
ALTER TABLE campaign_daily_metrics ADD COLUMN IF NOT EXISTS listens bigint NOT NULL DEFAULT 0 CHECK (listens >= 0);
ALTER TABLE campaign_daily_metrics ADD COLUMN IF NOT EXISTS clicks bigint NOT NULL DEFAULT 0 CHECK (clicks >= 0);

-- How far the delivery simulator has played each campaign: every day up to simulated_through is final
-- (delivered or not), so pausing a campaign never backfills the paused days later. The carries hold
-- the fractions of expected conversions not yet whole, so small daily audiences add up right.
CREATE TABLE IF NOT EXISTS delivery_simulations (
  campaign_id uuid PRIMARY KEY REFERENCES campaigns(id) ON DELETE CASCADE,
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  simulated_through date NOT NULL,
  conversion_carry double precision NOT NULL DEFAULT 0,
  control_carry double precision NOT NULL DEFAULT 0
);

CREATE INDEX IF NOT EXISTS delivery_simulations_advertiser_idx ON delivery_simulations (advertiser_uuid);
