-- Audiences: first-party (url/event/onboarding rules), CRM (matched by correlation id) or CDP segments.
CREATE TABLE IF NOT EXISTS audiences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  name text NOT NULL,
  type integer NOT NULL DEFAULT 1,
  subtype text NOT NULL CHECK (subtype IN ('first-party', 'crm', 'cdp')),
  first_party jsonb NOT NULL DEFAULT '[]'::jsonb,
  correlation_id text,
  cdp_segments text[] NOT NULL DEFAULT '{}',
  size_estimate bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS audiences_advertiser_created_idx ON audiences (advertiser_uuid, created_at DESC);

-- Data segments: the LiveRamp-like marketplace catalogue (advertiser_uuid NULL) and the segments an
-- advertiser's own CDP exposes (advertiser_uuid set).
CREATE TABLE IF NOT EXISTS segments (
  id text PRIMARY KEY,
  advertiser_uuid uuid REFERENCES advertisers(uuid) ON DELETE CASCADE,
  name text NOT NULL,
  provider text NOT NULL,
  size bigint NOT NULL DEFAULT 0,
  cpm numeric(10, 2) NOT NULL DEFAULT 0
);

CREATE INDEX IF NOT EXISTS segments_catalogue_name_idx ON segments (lower(name)) WHERE advertiser_uuid IS NULL;
CREATE INDEX IF NOT EXISTS segments_advertiser_idx ON segments (advertiser_uuid, name);
