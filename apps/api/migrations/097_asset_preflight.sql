-- Assets measured when their file arrives: the pre-flight against a destination profile (`iab` unless
-- the asset is a copy normalized for another) and the waveform peaks, both as the contract shows them;
-- `source_asset_uuid` links a loudness-normalized copy to its original.
ALTER TABLE assets ADD COLUMN IF NOT EXISTS preflight_profile text NOT NULL DEFAULT 'iab'
  CHECK (preflight_profile IN ('iab', 'spotify'));
ALTER TABLE assets ADD COLUMN IF NOT EXISTS preflight jsonb;
ALTER TABLE assets ADD COLUMN IF NOT EXISTS peaks jsonb;
ALTER TABLE assets ADD COLUMN IF NOT EXISTS source_asset_uuid uuid REFERENCES assets(uuid) ON DELETE SET NULL;
