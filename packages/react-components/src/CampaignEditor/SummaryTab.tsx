import type { Campaign } from '@earshot/validators';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';
import { CampaignDelivery } from '../CampaignDelivery/CampaignDelivery.tsx';
import { CampaignForecast } from '../CampaignForecast/CampaignForecast.tsx';
import { useBillingTypes } from '../hooks/resources/advertisers.ts';
import { type CampaignMessageKey, useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useValidationMessage } from '../i18n/campaigns/useValidationMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import * as styles from './CampaignEditor.css.ts';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import { campaignForecastPlan } from './campaignForecastPlan.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';
import { campaignProblems } from './campaignProblems.ts';
import { CAMPAIGN_EDITOR_TABS, type CampaignEditorTab, tabOfField } from './campaignTabs.ts';
import { useBillingTypeName } from './useBillingTypeName.ts';

/** Props of {@link SummaryTab}. */
export interface SummaryTabProps {
  /** The saved campaign, or null while creating one: a launched one shows its live delivery. */
  campaign: Campaign | null;
  /** Problems the server reported on the last save, by dotted field path. */
  serverErrors: Record<string, string>;
  /** Opens the tab holding a problem. */
  onOpenTab: (tab: CampaignEditorTab) => void;
  /** Saves the campaign, then launches it. */
  onLaunch: () => void;
  /** A save is under way. */
  isSaving: boolean;
}

/**
 * Everything at a glance with the plan's forecast beside it, and each tab's problems with a link to fix
 * them; a draft's launch, or a launched campaign's live delivery.
 */
export function SummaryTab({ campaign, serverErrors, onOpenTab, onLaunch, isSaving }: SummaryTabProps) {
  const titleId = useId();
  const t = useCampaignMessage();
  const translate = useValidationMessage();
  const { number, date, currency } = useFormatters();
  const { advertiserId, cpa, readOnly } = useCampaignEditor();
  const launched = campaign !== null && campaign.status !== 'draft';
  const values = useWatch<CampaignFormValues>() as CampaignFormValues;
  const billingTypes = useBillingTypes();
  const billingTypeName = useBillingTypeName();
  const clientProblems = campaignProblems(values, cpa);
  // The server's problems are listed too, but only the client's block a launch: a retry may pass.
  const problems = Object.entries({ ...clientProblems, ...serverErrors });
  const tabLabel = (tab: CampaignEditorTab) => t(`campaigns.tab.${tab}` as CampaignMessageKey);
  const none = t('campaigns.summary.none');
  const { targeting, optimization } = values;
  const facts: [string, string][] = [
    [t('campaigns.field.name'), values.name || none],
    [
      t('campaigns.field.goal'),
      values.goal ? t(`campaigns.goal.${values.goal}` as CampaignMessageKey) : none,
    ],
    [
      t('campaigns.field.campaignType'),
      t(`campaigns.campaignType.${values.campaign_type}` as CampaignMessageKey),
    ],
    [t('campaigns.field.budget'), values.budget === null ? none : currency(values.budget, 'USD')],
    [
      t('campaigns.field.maxDailyBudget'),
      values.max_daily_budget === null ? none : currency(values.max_daily_budget, 'USD'),
    ],
    [
      t('campaigns.field.flightDates'),
      values.start_date && values.end_date
        ? `${date(`${values.start_date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })} – ${date(`${values.end_date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}`
        : none,
    ],
    [t('campaigns.field.pacing'), t(`campaigns.pacing.${values.pacing_type}` as CampaignMessageKey)],
    [
      t('campaigns.frequencyCap.label'),
      values.frequency_cap
        ? t(`campaigns.frequencyCap.value.${values.frequency_cap.period}`, {
            count: number(values.frequency_cap.count),
          })
        : t('campaigns.frequencyCap.none'),
    ],
    [
      t('campaigns.field.billingType'),
      billingTypeName(values.billing_type, billingTypes.data?.billing_types ?? []),
    ],
    [t('campaigns.field.playlists'), number(values.playlist_ids.length)],
    [t('campaigns.field.deals'), number(values.deal_ids.length)],
    [
      t('campaigns.tab.targeting'),
      t('campaigns.summary.targeting', {
        countries: targeting.geo.countries.length,
        regions: targeting.geo.regions.length,
        // Drafts saved before cities were targeted have none.
        cities: targeting.geo.cities?.length ?? 0,
        zips: targeting.geo.zip_codes.length,
        hours: targeting.dayparting.length,
      }),
    ],
    [t('campaigns.field.audiences'), number(values.audience_ids.length)],
    [t('campaigns.field.creatives'), number(values.creative_ids.length)],
    [t('campaigns.field.conversionEvents'), optimization.conversion_events.join(', ') || none],
    [t('campaigns.field.attributionWindow'), number(optimization.attribution_window_days)],
    [t('campaigns.field.trackingUrls'), number(optimization.tracking_urls.length)],
  ];

  return (
    <div className={styles.stack}>
      {launched ? <CampaignDelivery advertiserId={advertiserId} campaignId={campaign.id} /> : null}
      <div className={styles.planAndForecast}>
        <dl className={styles.summary}>
          {facts.map(([term, detail]) => (
            <div key={term} className={styles.summaryRow}>
              <dt className={styles.goalName}>{term}</dt>
              <dd className={styles.summaryValue}>{detail}</dd>
            </div>
          ))}
        </dl>
        <CampaignForecast advertiserId={advertiserId} plan={campaignForecastPlan(values)} headingLevel={3} />
      </div>
      <section aria-labelledby={titleId} className={styles.stack}>
        <h3 id={titleId} className={styles.heading}>
          {problems.length > 0
            ? t('campaigns.summary.problems', { count: problems.length })
            : launched
              ? t('campaigns.summary.noProblems')
              : t('campaigns.summary.ready')}
        </h3>
        {CAMPAIGN_EDITOR_TABS.map((tab) => {
          const ofTab = problems.filter(([path]) => tabOfField(path) === tab);
          if (ofTab.length === 0) return null;
          return (
            <div key={tab} className={styles.problemGroup}>
              <Button variant="quiet" onPress={() => onOpenTab(tab)}>
                {t('campaigns.summary.fix', { tab: tabLabel(tab) })}
              </Button>
              <ul className={styles.problemList}>
                {ofTab.map(([path, key]) => (
                  <li key={path}>{translate(key)}</li>
                ))}
              </ul>
            </div>
          );
        })}
      </section>
      {readOnly || launched ? null : (
        <div>
          <Button onPress={onLaunch} isPending={isSaving} isDisabled={Object.keys(clientProblems).length > 0}>
            {t('campaigns.summary.launch')}
          </Button>
        </div>
      )}
    </div>
  );
}
