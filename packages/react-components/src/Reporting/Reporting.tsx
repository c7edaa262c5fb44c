import { useState } from 'react';
import { useReportingMessage } from '../i18n/reporting/useReportingMessage.ts';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { DownloadReportButton } from './DownloadReportButton.tsx';
import { EventTypesTable } from './EventTypesTable.tsx';
import * as styles from './Reporting.css.ts';
import { ReportingPeriodPicker } from './ReportingPeriodPicker.tsx';
import { ReportRowsTable } from './ReportRowsTable.tsx';
import { defaultReportingPeriod, type ReportingPeriod } from './reportingPeriod.ts';

/** Props of {@link Reporting}. */
export interface ReportingProps {
  /** The advertiser whose delivery is reported (its uuid). */
  advertiserId: string;
  /**
   * The period shown first.
   * @default the last 30 days, today included (UTC)
   */
  defaultPeriod?: ReportingPeriod;
}

/**
 * The reporting screen: delivery per campaign and day over a chosen period, downloadable as CSV, and the
 * conversion events received from the pixel. Nothing on it changes data, so every role sees all of it.
 */
export function Reporting({ advertiserId, defaultPeriod }: ReportingProps) {
  const t = useReportingMessage();
  const [period, setPeriod] = useState(() => defaultPeriod ?? defaultReportingPeriod());
  return (
    <section className={styles.root}>
      <PageHeader
        title={t('reporting.title')}
        description={t('reporting.description')}
        actions={<DownloadReportButton advertiserId={advertiserId} period={period} />}
      />
      <div className={styles.toolbar}>
        <ReportingPeriodPicker label={t('reporting.range')} period={period} onChange={setPeriod} />
      </div>
      <ReportRowsTable advertiserId={advertiserId} period={period} />
      <EventTypesTable advertiserId={advertiserId} />
    </section>
  );
}
