import type { Schema } from '@earshot/sdk-core';
import { Button } from '../Button/Button.tsx';
import { useRunScheduledReport, useUpdateScheduledReport } from '../hooks/resources/scheduledReports.ts';
import { useReportingMessage } from '../i18n/reporting/useReportingMessage.ts';
import { useToastedAction } from '../ListScreen/useToastedAction.ts';
import { Menu, MenuItem, MenuTrigger } from '../Menu/Menu.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';

type ScheduledReport = Schema<'ScheduledReport'>;

/** Props of {@link ScheduledReportActions}. */
export interface ScheduledReportActionsProps {
  advertiserId: string;
  report: ScheduledReport;
  /** Offers only the history. */
  isReadOnly: boolean;
  onEdit: () => void;
  onHistory: () => void;
  onDelete: () => void;
}

/**
 * A report's row menu: edit, send now, pause or resume, history, delete. Sending now says in a toast
 * to whom it went, or why it failed.
 */
export function ScheduledReportActions({
  advertiserId,
  report,
  isReadOnly,
  onEdit,
  onHistory,
  onDelete,
}: ScheduledReportActionsProps) {
  const t = useReportingMessage();
  const { toasts } = usePlatform();
  const toasted = useToastedAction();
  const update = useUpdateScheduledReport();
  const send = useRunScheduledReport();
  const failure = (message: string) => t('scheduled.actionFailed', { message });
  const sendNow = async () => {
    try {
      const run = await send.mutateAsync({ advertiserId, reportId: report.id });
      toasts.notify(
        run.status === 'sent'
          ? {
              kind: 'success',
              message: t('scheduled.sent', { name: report.name, count: run.recipients.length }),
            }
          : { kind: 'error', message: t('scheduled.sendFailed', { error: run.error ?? '' }) },
      );
    } catch (error) {
      toasts.notify({ kind: 'error', message: failure((error as Error).message) });
    }
  };
  const setPaused = (paused: boolean) =>
    toasted(
      () => update.mutateAsync({ advertiserId, reportId: report.id, body: { paused } }),
      t(paused ? 'scheduled.pausedToast' : 'scheduled.resumedToast', { name: report.name }),
      failure,
    );
  return (
    <MenuTrigger>
      <Button
        variant="quiet"
        size="small"
        isPending={send.isPending || update.isPending}
        aria-label={t('scheduled.actions', { name: report.name })}
      >
        ⋯
      </Button>
      <Menu
        onAction={(key) => {
          if (key === 'edit') onEdit();
          if (key === 'run') void sendNow();
          if (key === 'pause') void setPaused(true);
          if (key === 'resume') void setPaused(false);
          if (key === 'history') onHistory();
          if (key === 'delete') onDelete();
        }}
      >
        {isReadOnly ? null : <MenuItem id="edit">{t('scheduled.edit')}</MenuItem>}
        {isReadOnly ? null : <MenuItem id="run">{t('scheduled.runNow')}</MenuItem>}
        {isReadOnly ? null : (
          <MenuItem id={report.paused ? 'resume' : 'pause'}>
            {t(report.paused ? 'scheduled.resume' : 'scheduled.pause')}
          </MenuItem>
        )}
        <MenuItem id="history">{t('scheduled.history')}</MenuItem>
        {isReadOnly ? null : (
          <MenuItem id="delete" isDanger>
            {t('scheduled.delete')}
          </MenuItem>
        )}
      </Menu>
    </MenuTrigger>
  );
}
