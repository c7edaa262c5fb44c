-- Assets: uploaded or generated audio ads of an advertiser.
CREATE TABLE IF NOT EXISTS assets (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('uploaded', 'generated')),
  status text NOT NULL DEFAULT 'pending_upload'
    CHECK (status IN ('pending_upload', 'ready', 'processing', 'failed')),
  filename text NOT NULL,
  content_type text NOT NULL,
  duration_seconds double precision,
  file_url text,
  script text,
  voice_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS assets_advertiser_created_idx ON assets (advertiser_uuid, created_at DESC);
