-- Onboarding steps and checklist interactions, appended as they happen.
CREATE TABLE IF NOT EXISTS onboarding_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  name text NOT NULL
    CHECK (name IN ('pixel', 'creative', 'campaign', 'payment', 'billing', 'completed', 'snooze', 'dismiss', 'view')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS onboarding_events_advertiser_idx ON onboarding_events (advertiser_uuid, created_at);

-- 'completed' is recorded once per advertiser.
CREATE UNIQUE INDEX IF NOT EXISTS onboarding_events_completed_once_idx
  ON onboarding_events (advertiser_uuid) WHERE name = 'completed';
