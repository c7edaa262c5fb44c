-- The secret of each creative's public VAST tag address: getCreativeVast answers without a session
-- when its `key` query parameter is this value, so an ad server or player can fetch the tag. Every
-- existing creative gets its own, as the default is evaluated per row.
ALTER TABLE creatives ADD COLUMN IF NOT EXISTS vast_key text NOT NULL
  DEFAULT replace(gen_random_uuid()::text, '-', '');
