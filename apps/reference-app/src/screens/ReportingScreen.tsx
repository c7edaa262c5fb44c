import { Reporting } from '@earshot/react-components';
import { useActiveAdvertiser } from './useActiveAdvertiser.ts';

/** reporting: delivery per campaign and day over a chosen period, its CSV download, and the pixel's events. */
export function ReportingScreen() {
  return <Reporting advertiserId={useActiveAdvertiser().uuid} />;
}
