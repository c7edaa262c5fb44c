-- A campaign's frequency cap: the most impressions one listener hears in a day, week or month
-- (`{"count": 3, "period": "week"}`); null caps nothing, as for every campaign stored before.
ALTER TABLE campaigns ADD COLUMN IF NOT EXISTS frequency_cap jsonb;
