-- What the pixel learns about each event besides its name and page: the page's referrer, the
-- browser's user agent, and the first-party client id the tag script keeps per browser.
ALTER TABLE events ADD COLUMN IF NOT EXISTS referrer text;
ALTER TABLE events ADD COLUMN IF NOT EXISTS user_agent text;
ALTER TABLE events ADD COLUMN IF NOT EXISTS client_id text;
