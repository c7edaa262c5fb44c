import { type DashboardKind, DEFAULT_DASHBOARD_KIND } from '@earshot/validators';
import { type ReactNode, useId, useState } from 'react';
import { useDashboardMessage } from '../i18n/dashboard/useDashboardMessage.ts';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { DownloadReportButton } from '../Reporting/DownloadReportButton.tsx';
import { ReportingPeriodPicker } from '../Reporting/ReportingPeriodPicker.tsx';
import { defaultReportingPeriod, type ReportingPeriod } from '../Reporting/reportingPeriod.ts';
import * as tabStyles from '../Tabs/Tabs.css.ts';
import * as styles from './Dashboard.css.ts';
import { DashboardKindTabs } from './DashboardKindTabs.tsx';
import { DashboardMetrics } from './DashboardMetrics.tsx';
import { DashboardReport } from './DashboardReport.tsx';

/** Props of {@link Dashboard}. */
export interface DashboardProps {
  /** The advertiser whose delivery is shown (its uuid). */
  advertiserId: string;
  /**
   * The dashboard shown (controlled): 5 CPM, 6 CPA or 7 CPA Incrementality. Without it, the dashboard
   * controls the kind, starting at `defaultKind`.
   * @default undefined
   */
  kind?: DashboardKind;
  /**
   * The dashboard shown first (uncontrolled).
   * @default 5 (CPM, spec §3)
   */
  defaultKind?: DashboardKind;
  /**
   * Called when the user switches dashboards.
   * @default undefined
   */
  onKindChange?: (kind: DashboardKind) => void;
  /**
   * The period shown first.
   * @default the last 30 days, today included (UTC)
   */
  defaultPeriod?: ReportingPeriod;
  /**
   * Shown under the title, above the figures: e.g. the onboarding checklist.
   * @default undefined
   */
  children?: ReactNode;
}

/**
 * The dashboards (spec §3): CPM, CPA and CPA Incrementality over a chosen period, each with its key
 * figures, daily charts (with the figures as a table), the lift of exposed listeners against a control
 * group (CPA Incrementality), the reporting service's report view and the CSV download.
 */
export function Dashboard({
  advertiserId,
  kind,
  defaultKind = DEFAULT_DASHBOARD_KIND,
  onKindChange,
  defaultPeriod,
  children,
}: DashboardProps) {
  const t = useDashboardMessage();
  const [ownKind, setOwnKind] = useState<DashboardKind>(defaultKind);
  const [period, setPeriod] = useState(() => defaultPeriod ?? defaultReportingPeriod());
  const shown = kind ?? ownKind;
  const ids = useId();
  const tabId = (value: DashboardKind) => `${ids}-tab-${value}`;
  const panelId = `${ids}-panel`;
  return (
    <section className={styles.root} data-kind={shown}>
      <PageHeader
        title={t('dashboard.title')}
        actions={<DownloadReportButton advertiserId={advertiserId} period={period} />}
      />
      {children}
      <div className={styles.toolbar}>
        <ReportingPeriodPicker label={t('dashboard.range')} period={period} onChange={setPeriod} />
      </div>
      <div className={tabStyles.tabs} data-orientation="horizontal">
        <DashboardKindTabs
          label={t('dashboard.kind')}
          selected={shown}
          onSelect={(next) => {
            setOwnKind(next);
            onKindChange?.(next);
          }}
          nameOf={(value) => t(`dashboard.kind.${value}`)}
          tabId={tabId}
          panelId={panelId}
        />
        {/* Only the shown dashboard's panel exists; it always holds the report toggle, so it needs no tab stop of its own. */}
        <div
          key={shown}
          id={panelId}
          role="tabpanel"
          aria-labelledby={tabId(shown)}
          className={`${tabStyles.tabPanel} ${styles.panel}`}
        >
          <DashboardMetrics advertiserId={advertiserId} kind={shown} period={period} />
          <DashboardReport advertiserId={advertiserId} kind={shown} period={period} />
        </div>
      </div>
    </section>
  );
}
