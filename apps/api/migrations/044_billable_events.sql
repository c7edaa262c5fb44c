-- Attribution partners (a fixed catalogue) and the conversion events billed for CPA campaigns.
CREATE TABLE IF NOT EXISTS attribution_partners (
  id uuid PRIMARY KEY,
  name text NOT NULL UNIQUE
);

INSERT INTO attribution_partners (id, name) VALUES
  ('6a0f3e51-2c1d-4b7a-9e8f-0a1b2c3d4e01', 'AppsFlyer'),
  ('6a0f3e51-2c1d-4b7a-9e8f-0a1b2c3d4e02', 'Adjust'),
  ('6a0f3e51-2c1d-4b7a-9e8f-0a1b2c3d4e03', 'Branch'),
  ('6a0f3e51-2c1d-4b7a-9e8f-0a1b2c3d4e04', 'Kochava'),
  ('6a0f3e51-2c1d-4b7a-9e8f-0a1b2c3d4e05', 'Podscribe'),
  ('6a0f3e51-2c1d-4b7a-9e8f-0a1b2c3d4e06', 'Claritas')
ON CONFLICT (id) DO NOTHING;

CREATE TABLE IF NOT EXISTS billable_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  name text NOT NULL,
  event_type text NOT NULL,
  billable boolean NOT NULL DEFAULT false,
  attribution_partner_id uuid REFERENCES attribution_partners(id),
  price numeric(12, 2) CHECK (price >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (advertiser_uuid, name)
);
