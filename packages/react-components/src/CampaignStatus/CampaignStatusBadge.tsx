import type { Campaign } from '@earshot/validators';
import {
  type CampaignListMessageKey,
  useCampaignListMessage,
} from '../i18n/campaignList/useCampaignListMessage.ts';
import * as styles from './CampaignStatusBadge.css.ts';

/** Props of {@link CampaignStatusBadge}. */
export interface CampaignStatusBadgeProps {
  /** The campaign's status. */
  status: Campaign['status'];
}

/**
 * A campaign's status as a compact pill: the translated status in the status's tone (draft neutral,
 * scheduled blue, running green, paused amber, completed muted) with a dot. The text is always
 * there, so colour is never the only signal; the status is also `data-status` on the root.
 */
export function CampaignStatusBadge({ status }: CampaignStatusBadgeProps) {
  const t = useCampaignListMessage();
  return (
    <span className={styles.badge({ status })} data-status={status}>
      <span aria-hidden="true" className={status === 'draft' ? styles.dot.hollow : styles.dot.filled} />
      {t(`campaigns.status.${status}` as CampaignListMessageKey)}
    </span>
  );
}
