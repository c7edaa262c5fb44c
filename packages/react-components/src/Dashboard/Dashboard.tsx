import { DASHBOARD_KINDS, type DashboardKind, DEFAULT_DASHBOARD_KIND } from '@earshot/validators';
import { type ReactNode, useState } from 'react';
import { useReportingMessage } from '../i18n/reporting/useReportingMessage.ts';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { DownloadReportButton } from '../Reporting/DownloadReportButton.tsx';
import { ReportingPeriodPicker } from '../Reporting/ReportingPeriodPicker.tsx';
import { defaultReportingPeriod, type ReportingPeriod } from '../Reporting/reportingPeriod.ts';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/Tabs.tsx';
import * as styles from './Dashboard.css.ts';
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

const isKind = (value: unknown): value is DashboardKind =>
  DASHBOARD_KINDS.some((candidate) => candidate.value === value);

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
  const t = useReportingMessage();
  const [ownKind, setOwnKind] = useState<DashboardKind>(defaultKind);
  const [period, setPeriod] = useState(() => defaultPeriod ?? defaultReportingPeriod());
  const shown = kind ?? ownKind;
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
      <Tabs
        selectedKey={String(shown)}
        onSelectionChange={(key) => {
          const next = Number(key);
          if (!isKind(next)) return;
          setOwnKind(next);
          onKindChange?.(next);
        }}
      >
        <TabList aria-label={t('dashboard.kind')}>
          {DASHBOARD_KINDS.map(({ value }) => (
            <Tab key={value} id={String(value)}>
              {t(`dashboard.kind.${value}`)}
            </Tab>
          ))}
        </TabList>
        {DASHBOARD_KINDS.map(({ value }) => (
          <TabPanel key={value} id={String(value)} className={styles.panel}>
            <DashboardMetrics advertiserId={advertiserId} kind={value} period={period} />
            <DashboardReport advertiserId={advertiserId} kind={value} period={period} />
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
