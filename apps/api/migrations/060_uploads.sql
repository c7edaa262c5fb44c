-- Files received through signed POST policies (the sandbox's stand-in for an S3 bucket). The bytes
-- live in the database so they share its durability and backups on PGlite and PostgreSQL alike.
CREATE TABLE IF NOT EXISTS uploads (
  key text PRIMARY KEY,
  content_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes >= 0),
  etag text NOT NULL,
  body bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
