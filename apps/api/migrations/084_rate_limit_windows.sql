-- Rate-limit counters shared by every instance of the API: one fixed window per limited key
-- (`<scope> <client> …`). Unlogged: losing the counters in a crash only forgets who was throttled.
CREATE UNLOGGED TABLE IF NOT EXISTS rate_limit_windows (
  key text PRIMARY KEY,
  started_at timestamptz NOT NULL,
  count integer NOT NULL,
  -- Whether the last request counted against this window was refused.
  refused boolean NOT NULL DEFAULT false
);

-- The scheduled sweep deletes windows that ended long ago.
CREATE INDEX IF NOT EXISTS rate_limit_windows_started_idx ON rate_limit_windows (started_at);
