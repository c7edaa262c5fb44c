import type { Schema } from '@earshot/sdk-core';
import { Dialog } from '../Dialog/Dialog.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useScheduledReportRuns } from '../hooks/resources/scheduledReports.ts';
import { useReportingMessage } from '../i18n/reporting/useReportingMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { type DataColumn, DataTable } from '../ListScreen/DataTable.tsx';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './ScheduledReports.css.ts';

type ScheduledReport = Schema<'ScheduledReport'>;
type ScheduledReportRun = Schema<'ScheduledReportRun'>;

/** Props of {@link ScheduledReportRuns}. */
export interface ScheduledReportRunsProps {
  advertiserId: string;
  /** The report whose sendings are listed; the dialog is closed while null. */
  report: ScheduledReport | null;
  onClose: () => void;
}

/** The history of a scheduled report: each sending, newest first, with its file, rows and recipients, or why it failed. */
export function ScheduledReportRuns({ advertiserId, report, onClose }: ScheduledReportRunsProps) {
  const t = useReportingMessage();
  return (
    <Dialog
      title={t('scheduled.history.title', { name: report?.name ?? '' })}
      isOpen={report !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {report ? <RunList advertiserId={advertiserId} report={report} /> : null}
    </Dialog>
  );
}

function RunList({ advertiserId, report }: { advertiserId: string; report: ScheduledReport }) {
  const t = useReportingMessage();
  const format = useFormatters();
  const runs = useScheduledReportRuns(advertiserId, report.id);
  const columns: DataColumn<ScheduledReportRun>[] = [
    {
      id: 'sent',
      title: t('scheduled.history.column.date'),
      isRowHeader: true,
      cell: (run) => format.date(run.started_at, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      id: 'status',
      title: t('scheduled.history.column.status'),
      cell: (run) =>
        run.status === 'sent' ? (
          t('scheduled.status.sent')
        ) : (
          <span className={styles.failed}>{t('scheduled.status.failed', { error: run.error ?? '' })}</span>
        ),
    },
    {
      id: 'file',
      title: t('scheduled.history.column.file'),
      cell: (run) =>
        run.filename ? (
          <div className={styles.cellStack}>
            <span className={styles.recipients}>{run.filename}</span>
            {run.rows === null ? null : (
              <span className={styles.muted}>{t('scheduled.history.rows', { rows: run.rows })}</span>
            )}
          </div>
        ) : (
          '—'
        ),
    },
    {
      id: 'recipients',
      title: t('scheduled.history.column.recipients'),
      cell: (run) => <span className={styles.recipients}>{run.recipients.join(', ')}</span>,
    },
  ];
  return (
    <QueryStates
      query={runs}
      loading={<Skeleton lines={3} label={t('scheduled.history.loading')} />}
      loadFailed={t('scheduled.history.failed')}
      retryLabel={t('reporting.retry')}
    >
      {({ runs: list }) => (
        <DataTable
          aria-label={t('scheduled.history.title', { name: report.name })}
          columns={columns}
          items={list}
          empty={
            <EmptyState
              headingLevel={3}
              title={t('scheduled.history.empty.title')}
              description={t('scheduled.history.empty.description')}
            />
          }
        />
      )}
    </QueryStates>
  );
}
