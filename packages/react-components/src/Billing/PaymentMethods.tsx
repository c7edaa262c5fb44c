import type { Schema } from '@earshot/sdk-core';
import { useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useDeletePaymentMethod } from '../hooks/useDeletePaymentMethod.ts';
import { usePaymentMethods } from '../hooks/usePaymentMethods.ts';
import { useUpdatePaymentMethod } from '../hooks/useUpdatePaymentMethod.ts';
import { useBillingMessage } from '../i18n/billing/useBillingMessage.ts';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table.tsx';
import { AddPaymentMethodDialog } from './AddPaymentMethodDialog.tsx';
import * as styles from './Billing.css.ts';
import { EditPaymentMethodDialog } from './EditPaymentMethodDialog.tsx';
import { usePaymentMethodName } from './usePaymentMethodName.ts';

type PaymentMethod = Schema<'PaymentMethod'>;

/** Props of {@link PaymentMethods}. */
export interface PaymentMethodsProps {
  advertiserId: string;
  /** The buyer of the saved billing information; `null` until billing information is saved. */
  buyerId: string | null;
  isReadOnly: boolean;
}

/** The payment methods of the billing screen: listed, added, edited, made default, deleted after confirming. */
export function PaymentMethods({ advertiserId, buyerId, isReadOnly }: PaymentMethodsProps) {
  const t = useBillingMessage();
  const nameOf = usePaymentMethodName();
  const titleId = useId();
  const { toasts } = usePlatform();
  const methods = usePaymentMethods(advertiserId);
  const update = useUpdatePaymentMethod();
  const remove = useDeletePaymentMethod();
  const [isAdding, setAdding] = useState(false);
  const [editing, setEditing] = useState<PaymentMethod | null>(null);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);

  const failed = (error: unknown) =>
    toasts.notify({
      kind: 'error',
      message: t('billing.methods.actionFailed', { message: (error as Error).message }),
    });

  const makeDefault = async (method: PaymentMethod) => {
    try {
      await update.mutateAsync({ advertiserId, pmId: method.payment_id, body: { is_default: true } });
      toasts.notify({
        kind: 'success',
        message: t('billing.methods.madeDefault', { method: nameOf(method) }),
      });
    } catch (error) {
      failed(error);
    }
  };

  const onDelete = async (method: PaymentMethod) => {
    try {
      await remove.mutateAsync({ advertiserId, pmId: method.payment_id });
      toasts.notify({ kind: 'success', message: t('billing.methods.deleted', { method: nameOf(method) }) });
    } catch (error) {
      failed(error);
    }
  };

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
        {(paymentMethods) => (
          <Table aria-labelledby={titleId}>
            <TableHeader>
              <Column isRowHeader>{t('billing.methods.column.method')}</Column>
              <Column>{t('billing.methods.column.expires')}</Column>
              <Column>{t('billing.methods.column.default')}</Column>
              <Column>{t('billing.methods.column.actions')}</Column>
            </TableHeader>
            <TableBody
              items={paymentMethods}
              // Rows render again when the language or the permissions change, not only the data.
              dependencies={[t, nameOf, isReadOnly]}
              renderEmptyState={() => (
                <EmptyState
                  headingLevel={3}
                  title={t('billing.methods.empty.title')}
                  description={t('billing.methods.empty.description')}
                />
              )}
            >
              {(method) => {
                const name = nameOf(method);
                return (
                  <Row id={method.payment_id}>
                    <Cell>{name}</Cell>
                    <Cell>
                      {method.exp_month && method.exp_year
                        ? t('billing.methods.expiry', {
                            month: String(method.exp_month).padStart(2, '0'),
                            year: String(method.exp_year),
                          })
                        : t('billing.methods.noExpiry')}
                    </Cell>
                    <Cell>
                      {t(method.is_default ? 'billing.methods.isDefault' : 'billing.methods.notDefault')}
                    </Cell>
                    <Cell>
                      <div className={styles.actions}>
                        {method.is_default ? null : (
                          <Button
                            variant="secondary"
                            size="small"
                            isDisabled={isReadOnly}
                            aria-label={t('billing.methods.makeDefault', { method: name })}
                            onPress={() => void makeDefault(method)}
                          >
                            {t('billing.methods.makeDefaultShort')}
                          </Button>
                        )}
                        {method.type === 'card' ? (
                          <Button
                            variant="secondary"
                            size="small"
                            isDisabled={isReadOnly}
                            aria-label={t('billing.methods.edit', { method: name })}
                            onPress={() => setEditing(method)}
                          >
                            {t('billing.methods.editShort')}
                          </Button>
                        ) : null}
                        <Button
                          variant="danger"
                          size="small"
                          isDisabled={isReadOnly}
                          aria-label={t('billing.methods.delete', { method: name })}
                          onPress={() => setDeleting(method)}
                        >
                          {t('billing.methods.deleteShort')}
                        </Button>
                      </div>
                    </Cell>
                  </Row>
                );
              }}
            </TableBody>
          </Table>
        )}
      </QueryStates>
      <AddPaymentMethodDialog
        advertiserId={advertiserId}
        buyerId={buyerId}
        isOpen={isAdding}
        onOpenChange={setAdding}
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
      <ConfirmDialog
        title={t('billing.methods.confirmDelete.title', { method: deleting ? nameOf(deleting) : '' })}
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
        confirmLabel={t('billing.methods.deleteShort')}
        isDestructive
      >
        {t('billing.methods.confirmDelete.description')}
      </ConfirmDialog>
    </section>
  );
}
