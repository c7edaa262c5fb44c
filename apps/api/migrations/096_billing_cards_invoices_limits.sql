-- Cards the sandbox payment provider made into payment methods (its card form, createSandboxCardToken):
-- only what a provider tells a merchant (brand, last four, expiry), for the buyer whose form made it,
-- and how the sandbox answers its charges.
CREATE TABLE IF NOT EXISTS sandbox_payment_methods (
  payment_id text PRIMARY KEY,
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  brand text NOT NULL,
  last4 char(4) NOT NULL,
  exp_month integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer NOT NULL,
  charge_outcome text NOT NULL CHECK (charge_outcome IN ('succeeded', 'card_declined')),
  created_at timestamptz NOT NULL
);

-- One invoice per advertiser and calendar month with spend: draft while the month runs, then issued
-- (open) and charged (paid or failed). Lines are frozen when it is issued.
CREATE TABLE IF NOT EXISTS invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  number text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('draft', 'open', 'paid', 'failed')),
  currency char(3) NOT NULL DEFAULT 'USD',
  lines jsonb NOT NULL DEFAULT '[]'::jsonb,
  subtotal numeric(14, 2) NOT NULL DEFAULT 0,
  tax_rate numeric(6, 4) NOT NULL DEFAULT 0,
  tax numeric(14, 2) NOT NULL DEFAULT 0,
  tax_note text,
  total numeric(14, 2) NOT NULL DEFAULT 0,
  bill_to jsonb,
  payment_method jsonb,
  failure_message text,
  issued_at timestamptz,
  paid_at timestamptz,
  updated_at timestamptz NOT NULL,
  UNIQUE (advertiser_uuid, month)
);

CREATE INDEX IF NOT EXISTS invoices_open_idx ON invoices (month) WHERE status = 'draft';

-- Spending limits of billing settings: the advertiser's monthly limit and per-campaign monthly caps.
CREATE TABLE IF NOT EXISTS spending_limits (
  advertiser_uuid uuid PRIMARY KEY REFERENCES advertisers(uuid) ON DELETE CASCADE,
  monthly_limit numeric(14, 2) CHECK (monthly_limit >= 0),
  updated_at timestamptz NOT NULL
);

CREATE TABLE IF NOT EXISTS campaign_spending_caps (
  campaign_id uuid PRIMARY KEY REFERENCES campaigns(id) ON DELETE CASCADE,
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  monthly_cap numeric(14, 2) NOT NULL CHECK (monthly_cap >= 0)
);

CREATE INDEX IF NOT EXISTS campaign_spending_caps_advertiser_idx ON campaign_spending_caps (advertiser_uuid);

-- Which limit stopped a campaign's delivery for the rest of the current month (null: none).
ALTER TABLE campaigns ADD COLUMN IF NOT EXISTS spending_limit_reached text
  CHECK (spending_limit_reached IN ('monthly_limit', 'campaign_cap'));
