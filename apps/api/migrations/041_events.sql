-- Pixel events and the event names (types) seen per advertiser. Counts are computed from events.
CREATE TABLE IF NOT EXISTS event_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  name text NOT NULL,
  event_type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (advertiser_uuid, name)
);

CREATE TABLE IF NOT EXISTS events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  event_name text NOT NULL,
  event_type text NOT NULL,
  url text,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  properties jsonb NOT NULL DEFAULT '{}'::jsonb
);

CREATE INDEX IF NOT EXISTS events_advertiser_occurred_idx ON events (advertiser_uuid, occurred_at DESC);
CREATE INDEX IF NOT EXISTS events_advertiser_name_idx ON events (advertiser_uuid, event_name, occurred_at DESC);

-- Prepared CSV exports, downloaded through their unguessable id until they expire.
CREATE TABLE IF NOT EXISTS exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  filename text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
