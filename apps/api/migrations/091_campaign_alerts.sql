-- Alerts about an advertiser's campaigns. A condition that holds keeps one open alert per campaign
-- and kind; when it clears the alert is resolved, and a later recurrence opens a new one. Dismissing
-- hides an alert until its condition clears.
CREATE TABLE IF NOT EXISTS campaign_alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  campaign_id uuid NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  kind text NOT NULL,
  severity text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL,
  dismissed_at timestamptz,
  resolved_at timestamptz
);

CREATE UNIQUE INDEX IF NOT EXISTS campaign_alerts_open_idx ON campaign_alerts (campaign_id, kind)
  WHERE resolved_at IS NULL;
CREATE INDEX IF NOT EXISTS campaign_alerts_advertiser_idx ON campaign_alerts (advertiser_uuid, created_at DESC);
