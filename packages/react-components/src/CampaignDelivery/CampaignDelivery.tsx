import { useId } from 'react';
import { useCampaignDelivery } from '../hooks/resources/campaigns.ts';
import { type CampaignMessageKey, useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './CampaignDelivery.css.ts';
import { DeliveryChart } from './DeliveryChart.tsx';

/** Props of {@link CampaignDelivery}. */
export interface CampaignDeliveryProps {
  /** The advertiser the campaign belongs to. */
  advertiserId: string;
  /** The campaign whose delivery is shown. */
  campaignId: string;
  /**
   * The heading level, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3;
}

/**
 * A campaign's live delivery: spent against the budget, the projected spend at the end date, the days
 * left, how pacing stands, and the daily spend against the pacing target over the whole flight.
 */
export function CampaignDelivery({ advertiserId, campaignId, headingLevel = 3 }: CampaignDeliveryProps) {
  const t = useCampaignMessage();
  const format = useFormatters();
  const headingId = useId();
  const history = useCampaignDelivery(advertiserId, campaignId);
  const Heading = `h${headingLevel}` as const;
  const money = (value: number) => format.currency(value, 'USD');
  const day = (date: string) => format.date(`${date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {t('campaigns.deliveryPanel.title')}
      </Heading>
      <QueryStates
        query={history}
        loading={<Skeleton lines={4} label={t('campaigns.deliveryPanel.loading')} />}
        loadFailed={t('campaigns.deliveryPanel.loadFailed')}
        retryLabel={t('campaigns.retry')}
        failure={{ variant: 'inline', size: 'small' }}
      >
        {({ delivery, days }) => {
          const upcoming = days.filter((entry) => entry.spend === null);
          const started = upcoming.length < days.length;
          const spentDays = days.length - upcoming.length;
          const state = t(`campaigns.delivery.state.${delivery.state}` as CampaignMessageKey);
          const facts = [
            {
              term: t('campaigns.deliveryPanel.spent'),
              value: money(delivery.spent),
              detail: t('campaigns.deliveryPanel.ofBudget', { budget: money(delivery.budget) }),
            },
            {
              term: t('campaigns.deliveryPanel.projected'),
              value: money(delivery.projected_spend),
              detail: t('campaigns.deliveryPanel.projectedShare', {
                share: format.percent(
                  delivery.budget > 0 ? delivery.projected_spend / delivery.budget : 0,
                  0,
                ),
              }),
            },
            {
              term: t('campaigns.deliveryPanel.daysLeft'),
              value: format.number(upcoming.length),
              detail:
                upcoming.length === 0
                  ? t('campaigns.deliveryPanel.flightOver')
                  : started
                    ? t('campaigns.deliveryPanel.endsOn', { date: day(days[days.length - 1]?.date ?? '') })
                    : t('campaigns.deliveryPanel.startsOn', { date: day(days[0]?.date ?? '') }),
            },
            {
              term: t('campaigns.deliveryPanel.pacing'),
              value: state,
              detail: started
                ? t('campaigns.deliveryPanel.pacingShare', {
                    share: format.percent(delivery.pacing_percent / 100, 0),
                  })
                : t('campaigns.deliveryPanel.noDeliveryYet'),
            },
          ];
          return (
            <>
              <dl className={styles.facts}>
                {facts.map((fact) => (
                  <div key={fact.term} className={styles.fact}>
                    <dt className={styles.term}>{fact.term}</dt>
                    <dd className={styles.value}>{fact.value}</dd>
                    <dd className={styles.detail}>{fact.detail}</dd>
                  </div>
                ))}
              </dl>
              <DeliveryChart
                days={days}
                title={t('campaigns.deliveryPanel.chartTitle')}
                summary={t('campaigns.deliveryPanel.chartSummary', {
                  spent: money(delivery.spent),
                  days: spentDays,
                  target: money(days.slice(0, spentDays).reduce((sum, entry) => sum + entry.target, 0)),
                })}
                labels={{
                  day: t('campaigns.deliveryPanel.day'),
                  spend: t('campaigns.deliveryPanel.spentLegend'),
                  target: t('campaigns.deliveryPanel.targetLegend'),
                  table: t('campaigns.deliveryPanel.showFigures'),
                  upcoming: t('campaigns.deliveryPanel.upcoming'),
                }}
                formatDay={day}
                formatMoney={money}
              />
            </>
          );
        }}
      </QueryStates>
    </section>
  );
}
