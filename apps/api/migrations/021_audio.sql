-- Voices of the speech synthesizer: reference data shared by every advertiser.
CREATE TABLE IF NOT EXISTS voices (
  id text PRIMARY KEY,
  name text NOT NULL,
  language text NOT NULL,
  gender text NOT NULL CHECK (gender IN ('female', 'male', 'neutral')),
  sample_url text,
  position integer NOT NULL DEFAULT 0
);

INSERT INTO voices (id, name, language, gender, sample_url, position) VALUES
  ('en-us-female-1', 'Ava', 'en-US', 'female', NULL, 1),
  ('en-us-male-1', 'Noah', 'en-US', 'male', NULL, 2),
  ('en-gb-female-1', 'Olivia', 'en-GB', 'female', NULL, 3),
  ('en-gb-male-1', 'Harry', 'en-GB', 'male', NULL, 4),
  ('de-de-female-1', 'Mia', 'de-DE', 'female', NULL, 5),
  ('de-de-male-1', 'Lukas', 'de-DE', 'male', NULL, 6),
  ('es-es-female-1', 'Lucia', 'es-ES', 'female', NULL, 7),
  ('es-mx-male-1', 'Mateo', 'es-MX', 'male', NULL, 8),
  ('fr-fr-female-1', 'Camille', 'fr-FR', 'female', NULL, 9),
  ('zh-cn-female-1', 'Mei', 'zh-CN', 'female', NULL, 10)
ON CONFLICT (id) DO NOTHING;

-- Generated audio versions ("advertisements") of a script; external_id is the public handle, text so
-- ids of an external speech service fit too.
CREATE TABLE IF NOT EXISTS audio_versions (
  external_id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  asset_uuid uuid REFERENCES assets(uuid) ON DELETE SET NULL,
  script text NOT NULL,
  voice_id text NOT NULL REFERENCES voices(id),
  status text NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'ready', 'failed')),
  audio_url text,
  duration_seconds double precision,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS audio_versions_advertiser_created_idx
  ON audio_versions (advertiser_uuid, created_at DESC);
CREATE INDEX IF NOT EXISTS audio_versions_asset_idx ON audio_versions (asset_uuid);
