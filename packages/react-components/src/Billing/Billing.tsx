import { useBillingInfo } from '../hooks/readHooks.ts';
import { useAccountPermissions } from '../hooks/useAccountPermissions.ts';
import { useBillingMessage } from '../i18n/billing/useBillingMessage.ts';
import { screenState } from '../ListScreen/screenState.ts';
import { TitledSection } from '../ListScreen/TitledSection.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './Billing.css.ts';
import { BillingInfoForm } from './BillingInfoForm.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';
import { PaymentsPortalLink } from './PaymentsPortalLink.tsx';

/** Props of {@link Billing}. */
export interface BillingProps {
  /** The advertiser whose billing is shown (its uuid). */
  advertiserId: string;
  /**
   * Shows everything with every control disabled. Whatever it says, roles other than 1 and 2 (and
   * admins) never get an enabled control, as the server refuses their changes (spec §6).
   * @default false
   */
  isReadOnly?: boolean;
}

/**
 * The billing screen (route `billing`): the billing information form, saved with buyer qualification,
 * the payment methods to add, edit, make default and delete, and a link to the payments portal.
 * Saving billing information and adding a payment method record the 'billing' and 'payment'
 * onboarding steps (spec §4).
 */
export function Billing({ advertiserId, isReadOnly: readOnlyProp = false }: BillingProps) {
  const t = useBillingMessage();
  const { canManage } = useAccountPermissions(advertiserId);
  const isReadOnly = readOnlyProp || !canManage;
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
      />
    </section>
  );
}
