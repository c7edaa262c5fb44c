-- Integrations of an agency (advertiser) and the data-export runs they were asked for.
CREATE TABLE IF NOT EXISTS integrations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('data-export', 'ga4', 'webhook')),
  name text NOT NULL,
  config jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'error')),
  last_run_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS integrations_advertiser_idx ON integrations (advertiser_uuid, created_at);

CREATE TABLE IF NOT EXISTS data_export_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  integration_id uuid REFERENCES integrations(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
  started_at timestamptz NOT NULL DEFAULT now()
);
