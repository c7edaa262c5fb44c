-- Who was added to which team by whom. A member stays "invited" until they log in after being added.
CREATE TABLE IF NOT EXISTS team_invitations (
  advertiser_uuid uuid NOT NULL REFERENCES advertisers(uuid) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (advertiser_uuid, user_id)
);
