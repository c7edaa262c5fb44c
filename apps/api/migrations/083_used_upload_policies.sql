-- Upload policies already used: a policy stores one file, so a replay of its form is refused.
-- Rows are kept until the policy expires (after which the expiry refuses it anyway).
CREATE TABLE IF NOT EXISTS used_upload_policies (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  used_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS used_upload_policies_expires_at ON used_upload_policies (expires_at);
