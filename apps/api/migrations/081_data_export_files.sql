-- What a data-export run produced: when it finished, how many rows, and one file per integration.
ALTER TABLE data_export_runs ADD COLUMN IF NOT EXISTS finished_at timestamptz;
ALTER TABLE data_export_runs ADD COLUMN IF NOT EXISTS row_count integer CHECK (row_count >= 0);

CREATE TABLE IF NOT EXISTS data_export_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  run_id uuid NOT NULL REFERENCES data_export_runs(id) ON DELETE CASCADE,
  integration_id uuid REFERENCES integrations(id) ON DELETE SET NULL,
  data text NOT NULL CHECK (data IN ('events', 'campaigns', 'delivery')),
  export_id uuid NOT NULL REFERENCES exports(id) ON DELETE CASCADE,
  row_count integer NOT NULL CHECK (row_count >= 0)
);

CREATE INDEX IF NOT EXISTS data_export_files_run_idx ON data_export_files (run_id);
