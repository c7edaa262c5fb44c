import { useAdvertiser } from '../hooks/resources/advertisers.ts';
import { useCampaigns } from '../hooks/resources/campaigns.ts';
import { useReportingMessage } from '../i18n/reporting/useReportingMessage.ts';
import { NumberField } from '../NumberField/NumberField.tsx';
import { FilterSelect } from '../Select/FilterSelect.tsx';
import { Switch } from '../Switch/Switch.tsx';
import { TargetingPicker } from '../TargetingPicker/TargetingPicker.tsx';
import * as styles from './Reporting.css.ts';
import { ReportingPeriodPicker } from './ReportingPeriodPicker.tsx';
import {
  ATTRIBUTION_MODELS,
  ATTRIBUTION_WINDOW,
  BREAKDOWN_DIMENSIONS,
  REPORT_METRICS,
  type ReportDefinition,
} from './reportDefinition.ts';

/** Props of {@link ReportControls}. */
export interface ReportControlsProps {
  advertiserId: string;
  report: ReportDefinition;
  onChange: (report: ReportDefinition) => void;
}

/**
 * What the report shows: its rows (dimension), the figure charted, the period and its comparison, the
 * campaigns kept, and the attribution window and model of the pixel's conversions. It only chooses
 * what is shown, so it is a search landmark, as filters are.
 */
export function ReportControls({ advertiserId, report, onChange }: ReportControlsProps) {
  const t = useReportingMessage();
  const campaigns = useCampaigns(advertiserId);
  // Until the user picks a window or model, the advertiser's settings apply and are shown.
  const advertiser = useAdvertiser(advertiserId).data;
  const windowDays = report.windowDays ?? advertiser?.attribution_window_days ?? Number.NaN;
  const model = report.model ?? advertiser?.attribution_model ?? null;
  const set = <K extends keyof ReportDefinition>(key: K, value: ReportDefinition[K]) =>
    onChange({ ...report, [key]: value });
  return (
    <div className={styles.section}>
      <ReportingPeriodPicker
        label={t('reporting.range')}
        period={report.period}
        onChange={(period) => set('period', period)}
      />
      <search aria-label={t('reporting.settings')} className={styles.controls}>
        <FilterSelect
          label={t('reporting.dimension')}
          options={BREAKDOWN_DIMENSIONS.map((id) => ({ id, label: t(`reporting.dimension.${id}`) }))}
          selectedKey={report.dimension}
          onSelectionChange={(dimension) => set('dimension', dimension)}
        />
        <FilterSelect
          label={t('reporting.metric')}
          options={REPORT_METRICS.map((id) => ({ id, label: t(`reporting.metric.${id}`) }))}
          selectedKey={report.metric}
          onSelectionChange={(metric) => set('metric', metric)}
        />
        <NumberField
          label={t('reporting.window')}
          description={t('reporting.window.description')}
          minValue={ATTRIBUTION_WINDOW.min}
          maxValue={ATTRIBUTION_WINDOW.max}
          step={1}
          value={windowDays}
          onChange={(days) => {
            if (Number.isInteger(days)) set('windowDays', days);
          }}
        />
        <FilterSelect
          label={t('reporting.model')}
          options={ATTRIBUTION_MODELS.map((id) => ({ id, label: t(`reporting.model.${id}`) }))}
          selectedKey={model}
          onSelectionChange={(model) => set('model', model)}
        />
        <Switch isSelected={report.compare} onChange={(compare) => set('compare', compare)}>
          {t('reporting.compare')}
        </Switch>
        <TargetingPicker
          className={styles.campaignFilter}
          label={t('reporting.campaigns')}
          emptyLabel={t('reporting.campaigns.all')}
          options={(campaigns.data ?? []).map((campaign) => ({ id: campaign.id, label: campaign.name }))}
          value={report.campaignIds}
          onChange={(campaignIds) => set('campaignIds', campaignIds)}
          status={campaigns.isError ? 'failed' : campaigns.isPending ? 'loading' : 'ready'}
          onRetry={() => void campaigns.refetch()}
        />
      </search>
    </div>
  );
}
