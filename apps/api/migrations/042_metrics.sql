-- Daily delivery per campaign: the source of reporting rows and aggregate metrics.
-- control_* hold the unexposed control group used for incrementality (lift).
CREATE TABLE IF NOT EXISTS campaign_daily_metrics (
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  campaign_id uuid NOT NULL,
  campaign_name text NOT NULL,
  -- Snapshot of the campaign's billing type (3 = CPA), so CPA metrics need no join.
  billing_type integer NOT NULL DEFAULT 1,
  day date NOT NULL,
  impressions bigint NOT NULL DEFAULT 0 CHECK (impressions >= 0),
  reach bigint NOT NULL DEFAULT 0 CHECK (reach >= 0),
  spend numeric(14, 2) NOT NULL DEFAULT 0 CHECK (spend >= 0),
  conversions bigint NOT NULL DEFAULT 0 CHECK (conversions >= 0),
  control_reach bigint NOT NULL DEFAULT 0 CHECK (control_reach >= 0),
  control_conversions bigint NOT NULL DEFAULT 0 CHECK (control_conversions >= 0),
  simulated boolean NOT NULL DEFAULT false,
  PRIMARY KEY (advertiser_uuid, campaign_id, day)
);

CREATE INDEX IF NOT EXISTS campaign_daily_metrics_day_idx ON campaign_daily_metrics (advertiser_uuid, day);
