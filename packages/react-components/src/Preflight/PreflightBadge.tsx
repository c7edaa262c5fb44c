import type { PreflightResult } from '@earshot/validators';
import { usePreflightMessage } from '../i18n/preflight/usePreflightMessage.ts';
import * as styles from './Preflight.css.ts';
import { PreflightStatusIcon } from './PreflightStatusIcon.tsx';

/** Props of {@link PreflightBadge}. */
export interface PreflightBadgeProps {
  /** The pre-flight, or null while the file is being checked. */
  result: PreflightResult | null;
}

/**
 * A pre-flight's verdict in a line, for a list's cell: its icon and word ("Pass", "Warning", "Fail"),
 * or "Checking…" while there is none; `data-status` is the verdict, or `checking`.
 */
export function PreflightBadge({ result }: PreflightBadgeProps) {
  const t = usePreflightMessage();
  const status = result?.status ?? 'checking';
  return (
    <span className={styles.badge} data-status={status}>
      <PreflightStatusIcon status={status} />
      <span className={styles.badgeText({ status })}>
        {result ? t(`preflightReport.status.${result.status}`) : t('preflightReport.checking')}
      </span>
    </span>
  );
}
