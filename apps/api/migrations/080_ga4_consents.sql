-- GA4 consent requests of the sandbox's OAuth-style flow: the app asks for a consent page, the user
-- approves or denies it there, and the app exchanges the returned code for a connected integration.
CREATE TABLE IF NOT EXISTS ga4_consents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  state text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'denied', 'connected')),
  measurement_id text,
  property_name text,
  -- sha256 of the authorization code, which is only ever shown once, in the redirect.
  code_hash text UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
