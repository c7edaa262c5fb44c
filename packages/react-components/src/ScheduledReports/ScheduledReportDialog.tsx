import type { Schema } from '@earshot/sdk-core';
import {
  REPORT_FORMATS,
  REPORT_PERIODS,
  REPORT_SCHEDULES,
  type ReportFormat,
  type ReportSchedule,
} from '@earshot/validators';
import { Controller } from 'react-hook-form';
import { Dialog } from '../Dialog/Dialog.tsx';
import { FormActions } from '../Form/FormActions.tsx';
import { FormField } from '../Form/FormField.tsx';
import { FormProblem } from '../Form/FormProblem.tsx';
import { FormSelect } from '../Form/FormSelect.tsx';
import { FormTextField } from '../Form/FormTextField.tsx';
import { useEntityForm } from '../Form/useEntityForm.ts';
import { useCampaigns } from '../hooks/resources/campaigns.ts';
import { useCreateScheduledReport, useUpdateScheduledReport } from '../hooks/resources/scheduledReports.ts';
import { useReportingMessage } from '../i18n/reporting/useReportingMessage.ts';
import { NumberField } from '../NumberField/NumberField.tsx';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import {
  ATTRIBUTION_MODELS,
  ATTRIBUTION_WINDOW,
  BREAKDOWN_DIMENSIONS,
} from '../Reporting/reportDefinition.ts';
import { TargetingPicker } from '../TargetingPicker/TargetingPicker.tsx';
import * as styles from './ScheduledReports.css.ts';
import {
  type ScheduledReportValues,
  type scheduledReportBody,
  scheduledReportResolver,
  scheduledReportValues,
} from './scheduledReportForm.ts';

type ScheduledReport = Schema<'ScheduledReport'>;

/** The select's key for "the advertiser's setting". */
const ADVERTISER_SETTING = 'advertiser';

/** Props of {@link ScheduledReportDialog}. */
export interface ScheduledReportDialogProps {
  advertiserId: string;
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** The report edited; null creates one. */
  report: ScheduledReport | null;
  /** Whom a new report goes to first: the signed-in user's address. */
  email: string;
  /** The advertiser's attribution settings, shown while the report keeps them. */
  attribution: { windowDays: number | null; model: string | null };
  onClose: () => void;
}

/** Creates or edits a scheduled report: what it breaks down, over which days, how often, to whom. */
export function ScheduledReportDialog({ isOpen, report, onClose, ...props }: ScheduledReportDialogProps) {
  const t = useReportingMessage();
  return (
    <Dialog
      title={report ? t('scheduled.editTitle', { name: report.name }) : t('scheduled.newTitle')}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {isOpen ? <ScheduledReportForm {...props} report={report} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ScheduledReportForm({
  advertiserId,
  report,
  email,
  attribution,
  onClose,
}: Omit<ScheduledReportDialogProps, 'isOpen'>) {
  const t = useReportingMessage();
  const campaigns = useCampaigns(advertiserId);
  const create = useCreateScheduledReport();
  const update = useUpdateScheduledReport();
  const { form, problem, onSubmit } = useEntityForm<
    ScheduledReportValues,
    ReturnType<typeof scheduledReportBody>,
    ScheduledReport
  >({
    resolver: scheduledReportResolver(report),
    defaultValues: scheduledReportValues(report, email),
    save: (body) =>
      report
        ? update.mutateAsync({ advertiserId, reportId: report.id, body })
        : create.mutateAsync({ advertiserId, body }),
    failed: (message) => t('scheduled.saveFailed', { message }),
    savedMessage: (saved) => t('scheduled.saved', { name: saved.name }),
    onSaved: onClose,
  });
  const advertiserModel = attribution.model
    ? t(`reporting.model.${attribution.model}` as 'reporting.model.last_touch')
    : '';
  return (
    <form onSubmit={onSubmit} noValidate className={styles.form}>
      <FormProblem problem={problem} />
      <FormTextField control={form.control} name="name" label={t('scheduled.field.name')} isRequired />
      <div className={styles.fieldRow}>
        <FormSelect
          control={form.control}
          name="breakdown.dimension"
          label={t('reporting.dimension')}
          options={BREAKDOWN_DIMENSIONS.map((id) => ({ id, name: t(`reporting.dimension.${id}`) }))}
        />
        <FormSelect
          control={form.control}
          name="breakdown.period"
          label={t('scheduled.field.period')}
          options={REPORT_PERIODS.map((id) => ({ id, name: t(`scheduled.period.${id}`) }))}
        />
      </div>
      <Controller
        control={form.control}
        name="breakdown.campaign_ids"
        render={({ field }) => (
          <TargetingPicker
            label={t('reporting.campaigns')}
            description={t('scheduled.field.campaigns.description')}
            emptyLabel={t('reporting.campaigns.all')}
            options={(campaigns.data ?? []).map((campaign) => ({ id: campaign.id, label: campaign.name }))}
            value={field.value}
            onChange={(ids) => field.onChange([...ids])}
            status={campaigns.isError ? 'failed' : campaigns.isPending ? 'loading' : 'ready'}
            onRetry={() => void campaigns.refetch()}
          />
        )}
      />
      <div className={styles.fieldRow}>
        <FormField
          control={form.control}
          name="breakdown.attribution_window_days"
          render={(field) => (
            <NumberField
              label={t('reporting.window')}
              description={
                attribution.windowDays === null
                  ? t('reporting.window.description')
                  : t('scheduled.field.window.description', { days: attribution.windowDays })
              }
              minValue={ATTRIBUTION_WINDOW.min}
              maxValue={ATTRIBUTION_WINDOW.max}
              step={1}
              {...field}
              value={field.value ?? Number.NaN}
              onChange={(days) => field.onChange(Number.isNaN(days) ? null : days)}
            />
          )}
        />
        <FormSelect
          control={form.control}
          name="breakdown.attribution_model"
          label={t('reporting.model')}
          nullKey={ADVERTISER_SETTING}
          options={[
            {
              id: ADVERTISER_SETTING,
              name: t('scheduled.field.model.advertiser', { model: advertiserModel }),
            },
            ...ATTRIBUTION_MODELS.map((id) => ({ id, name: t(`reporting.model.${id}`) })),
          ]}
        />
      </div>
      <div className={styles.fieldRow}>
        <FormField
          control={form.control}
          name="schedule"
          render={(field) => (
            <RadioGroup
              label={t('scheduled.field.schedule')}
              {...field}
              onChange={(value) => field.onChange(value as ReportSchedule)}
            >
              {REPORT_SCHEDULES.map((schedule) => (
                <Radio key={schedule} value={schedule}>
                  {t(`scheduled.schedule.${schedule}`)}
                </Radio>
              ))}
            </RadioGroup>
          )}
        />
        <FormField
          control={form.control}
          name="format"
          render={(field) => (
            <RadioGroup
              label={t('scheduled.field.format')}
              {...field}
              onChange={(value) => field.onChange(value as ReportFormat)}
            >
              {REPORT_FORMATS.map((format) => (
                <Radio key={format} value={format}>
                  {t(`scheduled.format.${format}`)}
                </Radio>
              ))}
            </RadioGroup>
          )}
        />
      </div>
      <FormTextField
        control={form.control}
        name="recipients"
        label={t('scheduled.field.recipients')}
        description={t('scheduled.field.recipients.description')}
        isRequired
      />
      <FormActions
        control={form.control}
        className={styles.actions}
        submitLabel={report ? t('scheduled.save') : t('scheduled.create')}
        cancelLabel={t('scheduled.cancel')}
        onCancel={onClose}
      />
    </form>
  );
}
