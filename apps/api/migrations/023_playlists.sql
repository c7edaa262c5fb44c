-- Playlists: named selections of inventory items plus the saved searches that built them.
CREATE TABLE IF NOT EXISTS playlists (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('podcast', 'radio', 'streaming', 'emerging')),
  inventory_ids text[] NOT NULL DEFAULT '{}',
  searches jsonb NOT NULL DEFAULT '[]'::jsonb,
  tags text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS playlists_advertiser_created_idx ON playlists (advertiser_uuid, created_at DESC);
