-- Breakdowns e-mailed on a schedule. `breakdown` holds the contract's ReportBreakdown as sent; the
-- scheduled jobs send every report that is not paused once `next_run_at` has come, then move it on.
CREATE TABLE IF NOT EXISTS scheduled_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  name text NOT NULL,
  breakdown jsonb NOT NULL,
  format text NOT NULL CHECK (format IN ('csv', 'xlsx')),
  schedule text NOT NULL CHECK (schedule IN ('daily', 'weekly', 'monthly')),
  recipients text[] NOT NULL CHECK (cardinality(recipients) BETWEEN 1 AND 20),
  paused boolean NOT NULL DEFAULT false,
  next_run_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE INDEX IF NOT EXISTS scheduled_reports_advertiser_idx ON scheduled_reports (advertiser_uuid, created_at);
CREATE INDEX IF NOT EXISTS scheduled_reports_due_idx ON scheduled_reports (next_run_at) WHERE NOT paused;

-- Each sending of a report: `filename` and `rows` stay null when it failed before making the file.
CREATE TABLE IF NOT EXISTS scheduled_report_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  report_id uuid NOT NULL REFERENCES scheduled_reports(id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('sent', 'failed')),
  recipients text[] NOT NULL,
  filename text,
  rows integer CHECK (rows >= 0),
  error text
);

CREATE INDEX IF NOT EXISTS scheduled_report_runs_report_idx ON scheduled_report_runs (report_id, started_at DESC);

-- The sandbox mailbox keeps report e-mails too: they carry files and no login link.
ALTER TABLE sandbox_mailbox
  ALTER COLUMN link DROP NOT NULL,
  ALTER COLUMN token DROP NOT NULL,
  ADD COLUMN IF NOT EXISTS attachments jsonb NOT NULL DEFAULT '[]';
