-- Storage keys of synthesized audio (in `uploads`), so a regenerated file replaces its predecessor.
ALTER TABLE audio_versions ADD COLUMN IF NOT EXISTS audio_key text;
ALTER TABLE assets ADD COLUMN IF NOT EXISTS file_key text;
ALTER TABLE voices ADD COLUMN IF NOT EXISTS sample_key text;
