-- People, the advertisers (companies) they belong to, and their role on each (spec §6).
CREATE TABLE IF NOT EXISTS users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  avatar_filename text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS advertisers (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  -- Domain used in app paths (e.g. acme-audio.com); null until signup is finished.
  url text UNIQUE,
  category text NOT NULL,
  filename text,
  logo_url text,
  onboarded boolean NOT NULL DEFAULT false,
  deals text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS advertisers_name_idx ON advertisers (lower(name));

CREATE TABLE IF NOT EXISTS memberships (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  user_role integer NOT NULL CHECK (user_role IN (1, 2, 3, 4, 7)),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, advertiser_uuid)
);

CREATE INDEX IF NOT EXISTS memberships_advertiser_idx ON memberships (advertiser_uuid);
