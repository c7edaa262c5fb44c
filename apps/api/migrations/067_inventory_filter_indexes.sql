-- Indexes for the filters every inventory search carries: the advertiser's deals within a
-- collection (spec §9 default filter) and genre facet selections.
CREATE INDEX IF NOT EXISTS inventory_items_collection_deal ON inventory_items (collection, dealid);
CREATE INDEX IF NOT EXISTS inventory_items_genres ON inventory_items USING gin (genres);
