import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useBillingInfo } from '../hooks/resources/billing.ts';
import { useCurrentUser } from '../hooks/resources/users.ts';
import { useAccountPermissions } from '../hooks/useAccountPermissions.ts';
import { useBillingMessage } from '../i18n/billing/useBillingMessage.ts';
import { screenState } from '../ListScreen/screenState.ts';
import { TitledSection } from '../ListScreen/TitledSection.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './Billing.css.ts';
import { BillingInfoForm } from './BillingInfoForm.tsx';
import { Invoices } from './Invoices.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';
import { PaymentsPortalLink } from './PaymentsPortalLink.tsx';
import { SpendingLimits } from './SpendingLimits.tsx';

/** Props of {@link Billing}. */
export interface BillingProps {
  /** The advertiser whose billing is shown (its uuid). */
  advertiserId: string;
  /**
   * Shows everything with every control disabled, e.g. for an embedder's audit view. Roles other
   * than 1 and 2 (and admins) see none of billing, whatever it says.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * Shows the payment provider's test card numbers in the add-card dialog, for a sandbox.
   * @default false
   */
  showTestCards?: boolean;
}

/**
 * The billing screen (route `billing`): the billing information form, saved with buyer qualification,
 * the payment methods as cards (added through the card form, edited, made default, deleted), the
 * invoices with their PDFs, the spending limits, and a link to the payments portal. Only those who
 * manage billing (roles 1, 2, admins) see any of it: other roles are told who does, and nothing of
 * the account's billing is read for them. Saving billing information and adding a payment method
 * record the 'billing' and 'payment' onboarding steps (spec §4).
 */
export function Billing({ advertiserId, ...props }: BillingProps) {
  const t = useBillingMessage();
  const user = useCurrentUser();
  const { canManage } = useAccountPermissions(advertiserId);
  if (canManage) return <BillingManagement advertiserId={advertiserId} {...props} />;
  return (
    <section className={styles.root} data-state={user.isPending ? 'loading' : 'ready'} data-readonly>
      <PageHeader title={t('billing.title')} description={t('billing.description')} />
      {user.isPending ? (
        <Skeleton lines={4} label={t('billing.info.loading')} />
      ) : (
        <EmptyState
          headingLevel={2}
          title={t('billing.managersOnly.title')}
          description={t('billing.managersOnly.description')}
        />
      )}
    </section>
  );
}

/** Everything of billing, for someone who manages it; `isReadOnly` disables every control. */
function BillingManagement({ advertiserId, isReadOnly = false, showTestCards = false }: BillingProps) {
  const t = useBillingMessage();
  const info = useBillingInfo(advertiserId);
  const billing = info.data ?? null;
  return (
    <section className={styles.root} data-state={screenState(info)} data-readonly={isReadOnly || undefined}>
      <PageHeader
        title={t('billing.title')}
        description={t('billing.description')}
        actions={billing ? <PaymentsPortalLink advertiserId={advertiserId} /> : null}
      />
      <TitledSection title={t('billing.info.title')}>
        <QueryStates
          query={info}
          loading={<Skeleton lines={4} label={t('billing.info.loading')} />}
          loadFailed={t('billing.info.loadFailed')}
          retryLabel={t('billing.retry')}
        >
          {() => <BillingInfoForm advertiserId={advertiserId} billing={billing} isReadOnly={isReadOnly} />}
        </QueryStates>
      </TitledSection>
      <PaymentMethods
        advertiserId={advertiserId}
        buyerId={billing?.buyer_id ?? null}
        isReadOnly={isReadOnly}
        showTestCards={showTestCards}
      />
      <Invoices advertiserId={advertiserId} />
      <SpendingLimits advertiserId={advertiserId} isReadOnly={isReadOnly} />
    </section>
  );
}
