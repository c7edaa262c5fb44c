-- Campaigns target cities too (`targeting.geo.cities`); those stored before have none.
UPDATE campaigns
SET targeting = jsonb_set(targeting, '{geo,cities}', '[]'::jsonb)
WHERE targeting ? 'geo' AND NOT (targeting -> 'geo' ? 'cities');
