import {
  NAVIGATION_SECTIONS,
  type NavigationSection,
  useAccountPermissions,
} from '@earshot/react-components';
import { useMemo } from 'react';

const WITHOUT_BILLING = NAVIGATION_SECTIONS.filter((section) => section !== 'billing');

/**
 * The sections the navigation offers on an advertiser: billing only to those who manage it (roles 1
 * and 2, admins), as nobody else sees any of it.
 */
export function useNavigationSections(advertiserId: string): readonly NavigationSection[] {
  const { canManage } = useAccountPermissions(advertiserId);
  return useMemo(() => (canManage ? NAVIGATION_SECTIONS : WITHOUT_BILLING), [canManage]);
}
