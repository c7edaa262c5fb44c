import { DASHBOARD_KINDS, type DashboardKind, DEFAULT_DASHBOARD_KIND } from '@earshot/validators';

/** The dashboard kind named by `?kind=` (5, 6 or 7), else CPM. */
export function dashboardKindOf(value: string | null): DashboardKind {
  return DASHBOARD_KINDS.find((kind) => String(kind.value) === value)?.value ?? DEFAULT_DASHBOARD_KIND;
}
