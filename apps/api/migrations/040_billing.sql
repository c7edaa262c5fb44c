-- Billing information (one buyer per advertiser) and the payment methods attached to it.
CREATE TABLE IF NOT EXISTS billing_infos (
  advertiser_uuid uuid PRIMARY KEY REFERENCES advertisers(uuid) ON DELETE CASCADE,
  buyer_id text NOT NULL UNIQUE,
  company_name text NOT NULL,
  address_line1 text NOT NULL,
  address_line2 text,
  city text NOT NULL,
  postal_code text NOT NULL,
  country char(2) NOT NULL,
  tax_id text,
  email text NOT NULL,
  qualified boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS payment_methods (
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  payment_id text NOT NULL,
  type text NOT NULL CHECK (type IN ('card', 'sepa_debit', 'ach')),
  brand text,
  last4 char(4) NOT NULL,
  exp_month integer CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (advertiser_uuid, payment_id)
);

-- At most one default method per advertiser.
CREATE UNIQUE INDEX IF NOT EXISTS payment_methods_one_default_idx
  ON payment_methods (advertiser_uuid) WHERE is_default;
