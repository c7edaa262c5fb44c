/** The dashboards an advertiser can open (spec §3). */
export const DASHBOARD_KINDS = [
  { value: 5, key: 'cpm', label: 'CPM' },
  { value: 6, key: 'cpa', label: 'CPA' },
  { value: 7, key: 'cpa-incrementality', label: 'CPA Incrementality' },
] as const;

/** A dashboard kind value: 5 CPM, 6 CPA or 7 CPA Incrementality. */
export type DashboardKind = (typeof DASHBOARD_KINDS)[number]['value'];

/** The dashboard shown when none is chosen: CPM (spec §3). */
export const DEFAULT_DASHBOARD_KIND = 5;
