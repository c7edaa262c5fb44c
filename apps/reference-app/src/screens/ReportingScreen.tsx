import { Reporting } from '@earshot/react-components';
import { useActiveAdvertiser, useAdvertiserPath } from './useActiveAdvertiser.ts';

/**
 * reporting: delivery and conversions broken down by a chosen dimension (with comparison, campaign
 * filter and attribution settings), exported as CSV or XLSX, the conversion lag, the incrementality
 * verdict and the pixel's events; the header links to the scheduled reports.
 */
export function ReportingScreen() {
  const path = useAdvertiserPath();
  return (
    <Reporting advertiserId={useActiveAdvertiser().uuid} scheduledReportsHref={path('reporting/scheduled')} />
  );
}
