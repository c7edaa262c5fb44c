import type { Campaign, DeliveryState } from '@earshot/validators';
import { Meter } from 'react-aria-components';
import {
  type CampaignListMessageKey,
  useCampaignListMessage,
} from '../i18n/campaignList/useCampaignListMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import * as styles from './DeliveryBar.css.ts';

/** Props of {@link DeliveryBar}. */
export interface DeliveryBarProps {
  /** The campaign's delivery, as every campaign answer carries it. */
  delivery: Campaign['delivery'];
}

/** How each state reads: under- and over-delivering and a spending limit want attention, on track is good news. */
const TONE: Record<DeliveryState, keyof typeof styles.state> = {
  not_started: 'neutral',
  on_track: 'good',
  under_delivering: 'warning',
  over_delivering: 'warning',
  monthly_limit_reached: 'warning',
  campaign_cap_reached: 'warning',
  ended: 'neutral',
};

/** Pacing means something only while the campaign delivers: before its start and after its end it is blank. */
const PACED: ReadonlySet<DeliveryState> = new Set(['on_track', 'under_delivering', 'over_delivering']);

/**
 * A campaign's delivery in a table cell: a thin meter of spent against budget ("$1,200.00 of
 * $5,000.00", named "Spent $1,200.00 of $5,000.00"), and under it the delivery state in its tone
 * with the pacing while the campaign delivers ("On track · 98% of plan"). The state is also
 * `data-state` on the root.
 */
export function DeliveryBar({ delivery }: DeliveryBarProps) {
  const t = useCampaignListMessage();
  const format = useFormatters();
  const money = {
    spent: format.currency(delivery.spent, 'USD'),
    budget: format.currency(delivery.budget, 'USD'),
  };
  const tone = TONE[delivery.state];
  const state = t(`campaigns.delivery.state.${delivery.state}` as CampaignListMessageKey);
  return (
    <div className={styles.root} data-state={delivery.state}>
      <Meter
        className={styles.meter}
        aria-label={t('campaigns.delivery.spent', money)}
        value={delivery.spent}
        // A zero budget would make the share a division by zero.
        maxValue={delivery.budget > 0 ? delivery.budget : 1}
        valueLabel={t('campaigns.delivery.amount', money)}
      >
        {({ percentage, valueText }) => (
          <>
            <span className={styles.amount}>{valueText}</span>
            <div className={styles.track}>
              <div className={styles.fill[tone]} style={{ inlineSize: `${percentage}%` }} />
            </div>
          </>
        )}
      </Meter>
      <span className={styles.state[tone]}>
        {PACED.has(delivery.state)
          ? t('campaigns.delivery.pacing', {
              state,
              percent: format.percent(delivery.pacing_percent / 100, 0),
            })
          : state}
      </span>
    </div>
  );
}
