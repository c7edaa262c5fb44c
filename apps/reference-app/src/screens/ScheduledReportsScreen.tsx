import { ScheduledReports } from '@earshot/react-components';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { PageTrail } from '../layout/PageTrail.tsx';
import { useActiveAdvertiser, useAdvertiserPath } from './useActiveAdvertiser.ts';

/**
 * reporting/scheduled: the advertiser's scheduled reports, breakdowns e-mailed as CSV or XLSX files
 * every day, week or month, with their history; breadcrumbs lead back to the reporting screen.
 */
export function ScheduledReportsScreen() {
  const t = useAppMessage();
  const path = useAdvertiserPath();
  return (
    <>
      <PageTrail
        steps={[
          { label: t('navigation.reporting'), href: path('reporting') },
          { label: t('page.scheduledReports') },
        ]}
      />
      <ScheduledReports advertiserId={useActiveAdvertiser().uuid} />
    </>
  );
}
