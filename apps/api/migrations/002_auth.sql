-- Sessions and login links are stored only as sha256 hashes of their tokens: a leaked table opens nothing.
CREATE TABLE IF NOT EXISTS sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The admin acting as this user, when the session is an impersonation.
  impersonated_by uuid REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE INDEX IF NOT EXISTS sessions_user_idx ON sessions (user_id);

CREATE TABLE IF NOT EXISTS login_links (
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Every login-link request, for the per-address and per-client rate limits.
CREATE TABLE IF NOT EXISTS login_link_requests (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  client_ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS login_link_requests_email_idx ON login_link_requests (email, created_at);
CREATE INDEX IF NOT EXISTS login_link_requests_ip_idx ON login_link_requests (client_ip, created_at);

-- The sandbox never sends mail: messages land here and are read through GET /v1/sandbox/mailbox.
CREATE TABLE IF NOT EXISTS sandbox_mailbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  subject text NOT NULL,
  link text NOT NULL,
  token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS sandbox_mailbox_email_idx ON sandbox_mailbox (email, created_at);
