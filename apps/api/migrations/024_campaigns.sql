-- Campaigns. Nested editor sections (targeting, optimization) are stored whole as jsonb:
-- they are always read and written together with the campaign.
CREATE TABLE IF NOT EXISTS campaigns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  name text NOT NULL,
  goal text NOT NULL CHECK (goal IN ('sales', 'custom', 'lead-generation', 'brand', 'website-traffic')),
  campaign_type integer NOT NULL CHECK (campaign_type IN (1, 2)),
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'scheduled', 'running', 'paused', 'completed')),
  budget numeric(14, 2) NOT NULL DEFAULT 0,
  max_daily_budget numeric(14, 2),
  start_date date NOT NULL,
  end_date date NOT NULL,
  pacing_type integer NOT NULL CHECK (pacing_type IN (1, 2, 3, 4, 5, 6, 8)),
  billing_type integer NOT NULL,
  playlist_ids uuid[] NOT NULL DEFAULT '{}',
  deal_ids text[] NOT NULL DEFAULT '{}',
  targeting jsonb NOT NULL DEFAULT '{}'::jsonb,
  audience_ids uuid[] NOT NULL DEFAULT '{}',
  creative_ids uuid[] NOT NULL DEFAULT '{}',
  optimization jsonb NOT NULL DEFAULT '{}'::jsonb,
  spend numeric(14, 2) NOT NULL DEFAULT 0,
  impressions bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date >= start_date)
);

CREATE INDEX IF NOT EXISTS campaigns_advertiser_created_idx ON campaigns (advertiser_uuid, created_at DESC);
CREATE INDEX IF NOT EXISTS campaigns_advertiser_status_idx ON campaigns (advertiser_uuid, status);
