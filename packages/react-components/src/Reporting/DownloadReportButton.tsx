import { downloadReportQuery } from '@earshot/sdk-core';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { useDashboardMessage } from '../i18n/dashboard/useDashboardMessage.ts';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { periodParams, type ReportingPeriod } from './reportingPeriod.ts';
import { saveFile } from './saveFile.ts';

/** Props of {@link DownloadReportButton}. */
export interface DownloadReportButtonProps {
  advertiserId: string;
  period: ReportingPeriod;
}

/** Downloads the period's delivery as `report-{startDate}-{endDate}.csv` (the download report call). */
export function DownloadReportButton({ advertiserId, period }: DownloadReportButtonProps) {
  const t = useDashboardMessage();
  const { client, queryClient, toasts } = usePlatform();
  const [isPending, setPending] = useState(false);
  const download = async () => {
    const params = periodParams(period);
    setPending(true);
    try {
      const csv = await queryClient.fetchQuery(downloadReportQuery(client, advertiserId, params));
      saveFile(`report-${params.startDate}-${params.endDate}.csv`, new Blob([csv], { type: 'text/csv' }));
      toasts.notify({ kind: 'success', message: t('reporting.downloaded') });
    } catch (error) {
      toasts.notify({
        kind: 'error',
        message: t('reporting.downloadFailed', { message: (error as Error).message }),
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="secondary" isPending={isPending} onPress={() => void download()}>
      {t('reporting.download')}
    </Button>
  );
}
