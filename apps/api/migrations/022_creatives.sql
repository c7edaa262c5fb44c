-- Creatives: an audio file (or an asset) plus an optional companion display ad.
CREATE TABLE IF NOT EXISTS creatives (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  name text NOT NULL,
  asset_uuid uuid REFERENCES assets(uuid) ON DELETE SET NULL,
  audio_filename text,
  audio_url text,
  display_filename text,
  display_url text,
  click_url text,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'pending_upload', 'ready', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS creatives_advertiser_created_idx ON creatives (advertiser_uuid, created_at DESC);
