import type { Schema } from '@earshot/sdk-core';
import { useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import {
  useDeletePaymentMethod,
  usePaymentMethods,
  useUpdatePaymentMethod,
} from '../hooks/resources/paymentMethods.ts';
import { useBillingMessage } from '../i18n/billing/useBillingMessage.ts';
import { DeleteConfirmDialog } from '../ListScreen/DeleteConfirmDialog.tsx';
import { useToastedAction } from '../ListScreen/useToastedAction.ts';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { AddPaymentMethodDialog } from './AddPaymentMethodDialog.tsx';
import * as styles from './Billing.css.ts';
import { EditPaymentMethodDialog } from './EditPaymentMethodDialog.tsx';
import { PaymentMethodCard } from './PaymentMethodCard.tsx';
import { usePaymentMethodName } from './usePaymentMethodName.ts';

type PaymentMethod = Schema<'PaymentMethod'>;

/** Props of {@link PaymentMethods}. */
export interface PaymentMethodsProps {
  advertiserId: string;
  /** The buyer of the saved billing information; `null` until billing information is saved. */
  buyerId: string | null;
  isReadOnly: boolean;
  /**
   * Shows the sandbox's test card numbers in the add-card dialog.
   * @default false
   */
  showTestCards?: boolean;
}

/**
 * The payment methods of the billing screen, as cards: added through the card form, edited, made
 * default, deleted after confirming.
 */
export function PaymentMethods({
  advertiserId,
  buyerId,
  isReadOnly,
  showTestCards = false,
}: PaymentMethodsProps) {
  const t = useBillingMessage();
  const nameOf = usePaymentMethodName();
  const titleId = useId();
  const run = useToastedAction();
  const methods = usePaymentMethods(advertiserId);
  const update = useUpdatePaymentMethod();
  const remove = useDeletePaymentMethod();
  const [isAdding, setAdding] = useState(false);
  const [editing, setEditing] = useState<PaymentMethod | null>(null);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const failure = (message: string) => t('billing.methods.actionFailed', { message });

  const makeDefault = (method: PaymentMethod) =>
    run(
      () => update.mutateAsync({ advertiserId, pmId: method.payment_id, body: { is_default: true } }),
      t('billing.methods.madeDefault', { method: nameOf(method) }),
      failure,
    );
  const onDelete = (method: PaymentMethod) =>
    run(
      () => remove.mutateAsync({ advertiserId, pmId: method.payment_id }),
      t('billing.methods.deleted', { method: nameOf(method) }),
      failure,
    );
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHeader}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t('billing.methods.title')}
        </h2>
        <Button isDisabled={isReadOnly || !methods.isSuccess} onPress={() => setAdding(true)}>
          {t('billing.methods.add')}
        </Button>
      </div>
      <QueryStates
        query={methods}
        loading={<Skeleton lines={3} label={t('billing.methods.loading')} />}
        loadFailed={t('billing.methods.loadFailed')}
        retryLabel={t('billing.retry')}
      >
        {(paymentMethods) =>
          paymentMethods.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title={t('billing.methods.empty.title')}
              description={t('billing.methods.empty.description')}
            />
          ) : (
            <ul className={styles.methodCards} aria-labelledby={titleId}>
              {paymentMethods.map((method) => (
                <PaymentMethodCard
                  key={method.payment_id}
                  method={method}
                  isReadOnly={isReadOnly}
                  onMakeDefault={() => void makeDefault(method)}
                  onEdit={() => setEditing(method)}
                  onDelete={() => setDeleting(method)}
                />
              ))}
            </ul>
          )
        }
      </QueryStates>
      <AddPaymentMethodDialog
        advertiserId={advertiserId}
        buyerId={buyerId}
        isOpen={isAdding}
        onOpenChange={setAdding}
        showTestNumbers={showTestCards}
      />
      {editing ? (
        <EditPaymentMethodDialog
          key={editing.payment_id}
          advertiserId={advertiserId}
          method={editing}
          onOpenChange={(isOpen) => {
            if (!isOpen) setEditing(null);
          }}
        />
      ) : null}
      <DeleteConfirmDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        onDelete={onDelete}
        title={t('billing.methods.confirmDelete.title', { method: deleting ? nameOf(deleting) : '' })}
        confirmLabel={t('billing.methods.deleteShort')}
      >
        {t('billing.methods.confirmDelete.description')}
      </DeleteConfirmDialog>
    </section>
  );
}
