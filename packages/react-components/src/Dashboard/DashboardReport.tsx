import type { DashboardKind } from '@earshot/validators';
import { DASHBOARD_KINDS } from '@earshot/validators';
import { useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { useMetricsReport } from '../hooks/resources/metrics.ts';
import { useDashboardMessage } from '../i18n/dashboard/useDashboardMessage.ts';
import { ReportingQueryStates } from '../Reporting/ReportingQueryStates.tsx';
import { periodParams, type ReportingPeriod } from '../Reporting/reportingPeriod.ts';
import * as styles from './Dashboard.css.ts';

/** Props of {@link DashboardReport}. */
export interface DashboardReportProps {
  advertiserId: string;
  kind: DashboardKind;
  period: ReportingPeriod;
}

/**
 * The reporting service's own page of the dashboard in an iframe, behind a toggle: its signed address
 * is asked for (`metrics/report/{dashboardName}`) only once the user opens it.
 */
export function DashboardReport({ advertiserId, kind, period }: DashboardReportProps) {
  const t = useDashboardMessage();
  const panelId = useId();
  const [isOpen, setOpen] = useState(false);
  const name = DASHBOARD_KINDS.find((candidate) => candidate.value === kind)?.key;
  const report = useMetricsReport(isOpen ? advertiserId : null, name);
  return (
    <section className={styles.panel}>
      <div>
        <Button
          variant="secondary"
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          onPress={() => setOpen(!isOpen)}
        >
          {t(isOpen ? 'dashboard.report.hide' : 'dashboard.report.show')}
        </Button>
      </div>
      {isOpen ? (
        <div id={panelId}>
          <ReportingQueryStates
            query={report}
            lines={4}
            loadingLabel={t('dashboard.report.loading')}
            loadFailed={t('reporting.failed')}
          >
            {(data) => (
              <iframe
                className={styles.report}
                src={reportAddress(data.url, period)}
                title={t('dashboard.report.frame', { kind: t(`dashboard.kind.${kind}`) })}
                loading="lazy"
                sandbox=""
                referrerPolicy="no-referrer"
              />
            )}
          </ReportingQueryStates>
        </div>
      ) : null}
    </section>
  );
}

/** The signed report address with the chosen period. */
function reportAddress(url: string, period: ReportingPeriod): string {
  const address = new URL(url);
  for (const [name, value] of Object.entries(periodParams(period))) address.searchParams.set(name, value);
  return address.toString();
}
