import { usePaymentsPortal } from '../hooks/resources/paymentMethods.ts';
import { useBillingMessage } from '../i18n/billing/useBillingMessage.ts';
import { Link } from '../Link/Link.tsx';

/** Portal links live 15 minutes; a fresh one is fetched well before that. */
const PORTAL_LINK_REFRESH_MS = 10 * 60 * 1000;

/** Props of {@link PaymentsPortalLink}. */
export interface PaymentsPortalLinkProps {
  /** The advertiser, which must have billing information (else the portal answers 'No billing data has been introduced'). */
  advertiserId: string;
}

/** A link opening the payment provider's portal (invoices, receipts) in a new tab; hidden until its address is known. */
export function PaymentsPortalLink({ advertiserId }: PaymentsPortalLinkProps) {
  const t = useBillingMessage();
  const portal = usePaymentsPortal(advertiserId, {
    staleTime: PORTAL_LINK_REFRESH_MS,
    refetchInterval: PORTAL_LINK_REFRESH_MS,
  });
  if (!portal.data) return null;
  const label = t('billing.portal');
  return (
    <Link
      href={portal.data.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('billing.portal.newTab', { label })}
    >
      {label}
    </Link>
  );
}
