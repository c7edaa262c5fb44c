import type { Schema } from '@earshot/sdk-core';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useAdvertiser } from '../hooks/resources/advertisers.ts';
import { useDeleteScheduledReport, useScheduledReports } from '../hooks/resources/scheduledReports.ts';
import { useCurrentUser } from '../hooks/resources/users.ts';
import { useAccountPermissions } from '../hooks/useAccountPermissions.ts';
import { useReportingMessage } from '../i18n/reporting/useReportingMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { type DataColumn, DataTable } from '../ListScreen/DataTable.tsx';
import { ListScreen } from '../ListScreen/ListScreen.tsx';
import { useToastedAction } from '../ListScreen/useToastedAction.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { ScheduledReportActions } from './ScheduledReportActions.tsx';
import { ScheduledReportDialog } from './ScheduledReportDialog.tsx';
import { ScheduledReportRuns } from './ScheduledReportRuns.tsx';
import * as styles from './ScheduledReports.css.ts';

type ScheduledReport = Schema<'ScheduledReport'>;

/** Props of {@link ScheduledReports}. */
export interface ScheduledReportsProps {
  /** The advertiser whose scheduled reports are listed (its uuid). */
  advertiserId: string;
  /**
   * Hides creating, editing, pausing, sending and deleting. Whatever it says, roles that cannot
   * change the account (spec §6) only see the reports and their history.
   * @default false
   */
  isReadOnly?: boolean;
}

/** What opens over the list: the form (a report, or null for a new one), a history, or a delete question. */
type Overlay =
  | { kind: 'edit'; report: ScheduledReport | null }
  | { kind: 'history'; report: ScheduledReport }
  | { kind: 'delete'; report: ScheduledReport }
  | null;

/**
 * Scheduled reports: breakdowns e-mailed as CSV or XLSX files every day, week or month. Lists each
 * report with what it breaks down, its schedule and next sending, its recipients and how its last
 * sending went; creates and edits them, pauses and resumes, sends one now, shows the history of
 * sendings and deletes after asking.
 */
export function ScheduledReports({ advertiserId, isReadOnly: readOnlyProp = false }: ScheduledReportsProps) {
  const t = useReportingMessage();
  const format = useFormatters();
  const { canManage } = useAccountPermissions(advertiserId);
  const isReadOnly = readOnlyProp || !canManage;
  const reports = useScheduledReports(advertiserId);
  const advertiser = useAdvertiser(advertiserId).data;
  const email = useCurrentUser().data?.email ?? '';
  const remove = useDeleteScheduledReport();
  const run = useToastedAction();
  const [overlay, setOverlay] = useState<Overlay>(null);
  const close = () => setOverlay(null);
  const columns: DataColumn<ScheduledReport>[] = [
    {
      id: 'name',
      title: t('scheduled.column.name'),
      isRowHeader: true,
      cell: (report) => (
        <div className={styles.cellStack}>
          <span>{report.name}</span>
          <span className={styles.muted}>
            {t('scheduled.summary', {
              dimension: t(`reporting.dimension.${report.breakdown.dimension}`),
              period: t(`scheduled.period.${report.breakdown.period}`),
              format: t(`scheduled.format.${report.format}`),
            })}
          </span>
        </div>
      ),
    },
    {
      id: 'schedule',
      title: t('scheduled.column.schedule'),
      cell: (report) => (
        <div className={styles.cellStack}>
          <span>{t(`scheduled.schedule.${report.schedule}`)}</span>
          <span className={styles.muted}>
            {report.paused
              ? t('scheduled.paused')
              : t('scheduled.next', {
                  date: format.date(report.next_run_at, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
          </span>
        </div>
      ),
    },
    {
      id: 'recipients',
      title: t('scheduled.column.recipients'),
      cell: (report) => <span className={styles.recipients}>{report.recipients.join(', ')}</span>,
    },
    {
      id: 'lastRun',
      title: t('scheduled.column.lastRun'),
      cell: ({ last_run }) =>
        !last_run ? (
          t('scheduled.never')
        ) : (
          <div className={styles.cellStack}>
            <span className={last_run.status === 'failed' ? styles.failed : undefined}>
              {t(`scheduled.lastRun.${last_run.status}`)}
            </span>
            <span className={styles.muted}>
              {format.date(last_run.started_at, { dateStyle: 'medium', timeStyle: 'short' })}
            </span>
          </div>
        ),
    },
    {
      id: 'actions',
      title: t('scheduled.column.actions'),
      cell: (report) => (
        <ScheduledReportActions
          advertiserId={advertiserId}
          report={report}
          isReadOnly={isReadOnly}
          onEdit={() => setOverlay({ kind: 'edit', report })}
          onHistory={() => setOverlay({ kind: 'history', report })}
          onDelete={() => setOverlay({ kind: 'delete', report })}
        />
      ),
    },
  ];
  return (
    <>
      <ListScreen
        title={t('scheduled.title')}
        description={t('scheduled.description')}
        actions={
          isReadOnly ? null : (
            <Button onPress={() => setOverlay({ kind: 'edit', report: null })}>{t('scheduled.new')}</Button>
          )
        }
        isReadOnly={isReadOnly}
        query={reports}
        loading={<Skeleton lines={4} label={t('scheduled.loading')} />}
        loadFailed={t('scheduled.failed')}
        retryLabel={t('reporting.retry')}
      >
        {({ reports: list }) => (
          <DataTable
            aria-label={t('scheduled.title')}
            columns={columns}
            items={list}
            empty={
              <EmptyState
                headingLevel={2}
                title={t('scheduled.empty.title')}
                description={t(isReadOnly ? 'scheduled.empty.readOnly' : 'scheduled.empty.description')}
              />
            }
          />
        )}
      </ListScreen>
      <ScheduledReportDialog
        advertiserId={advertiserId}
        isOpen={overlay?.kind === 'edit'}
        report={overlay?.kind === 'edit' ? overlay.report : null}
        email={email}
        attribution={{
          windowDays: advertiser?.attribution_window_days ?? null,
          model: advertiser?.attribution_model ?? null,
        }}
        onClose={close}
      />
      <ScheduledReportRuns
        advertiserId={advertiserId}
        report={overlay?.kind === 'history' ? overlay.report : null}
        onClose={close}
      />
      <ConfirmDialog
        title={t('scheduled.delete.title', { name: overlay?.kind === 'delete' ? overlay.report.name : '' })}
        isOpen={overlay?.kind === 'delete'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        confirmLabel={t('scheduled.delete.confirm')}
        isDestructive
        onConfirm={async () => {
          if (overlay?.kind !== 'delete') return;
          const { report } = overlay;
          await run(
            () => remove.mutateAsync({ advertiserId, reportId: report.id }),
            t('scheduled.deleted', { name: report.name }),
            (message) => t('scheduled.actionFailed', { message }),
          );
        }}
      >
        {t('scheduled.delete.description')}
      </ConfirmDialog>
    </>
  );
}
