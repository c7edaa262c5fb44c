import { Reporting } from '@earshot/react-components';
import { useActiveAdvertiser } from './useActiveAdvertiser.ts';

/**
 * reporting: delivery and conversions broken down by a chosen dimension (with comparison, campaign
 * filter and attribution settings), exported as CSV or XLSX, the conversion lag, the incrementality
 * verdict and the pixel's events.
 */
export function ReportingScreen() {
  return <Reporting advertiserId={useActiveAdvertiser().uuid} />;
}
