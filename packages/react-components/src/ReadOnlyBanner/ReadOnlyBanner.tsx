import { REPORTING_ROLE } from '@earshot/validators';
import { useMessage } from '../i18n/useMessage.ts';
import * as styles from './ReadOnlyBanner.css.ts';

/** The view-only role of spec §6. */
const VIEW_ONLY_ROLE = 3;

/** Props of {@link ReadOnlyBanner}. */
export interface ReadOnlyBannerProps {
  /** The user's role on the active advertiser (spec §6). */
  userRole: number | null | undefined;
  /** The active advertiser's name. */
  advertiserName: string;
  /**
   * An extra class on the root.
   * @default undefined
   */
  className?: string;
}

/**
 * Tells view-only (role 3) and reporting (role 4) users why they cannot change anything;
 * renders nothing for other roles. `data-role` names the role shown.
 */
export function ReadOnlyBanner({ userRole, advertiserName, className }: ReadOnlyBannerProps) {
  const t = useMessage();
  if (userRole !== VIEW_ONLY_ROLE && userRole !== REPORTING_ROLE) return null;
  const key = userRole === REPORTING_ROLE ? 'readOnlyBanner.reporting' : 'readOnlyBanner.viewOnly';
  return (
    <p
      role="status"
      data-role={userRole === REPORTING_ROLE ? 'reporting' : 'view-only'}
      className={[styles.banner, className].filter(Boolean).join(' ')}
    >
      {t(key, { advertiserName })}
    </p>
  );
}
