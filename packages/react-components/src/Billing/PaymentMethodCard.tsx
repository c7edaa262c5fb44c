import type { Schema } from '@earshot/sdk-core';
import { useId } from 'react';
import { useBillingMessage } from '../i18n/billing/useBillingMessage.ts';
import { RowButtons } from '../ListScreen/RowButtons.tsx';
import * as styles from './Billing.css.ts';
import { usePaymentMethodName } from './usePaymentMethodName.ts';

type PaymentMethod = Schema<'PaymentMethod'>;

/** Props of {@link PaymentMethodCard}. */
export interface PaymentMethodCardProps {
  method: PaymentMethod;
  isReadOnly: boolean;
  onMakeDefault: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One payment method as a card: its brand (or kind) and last four digits, its expiry, a default badge,
 * and its actions (make default, edit a card's expiry, delete). `data-default` marks the default.
 */
export function PaymentMethodCard({
  method,
  isReadOnly,
  onMakeDefault,
  onEdit,
  onDelete,
}: PaymentMethodCardProps) {
  const t = useBillingMessage();
  const name = usePaymentMethodName()(method);
  const titleId = useId();
  const button = (id: 'makeDefault' | 'edit' | 'delete', onPress: () => void) => ({
    id,
    label: t(`billing.methods.${id}`, { method: name }),
    text: t(`billing.methods.${id}Short`),
    isDisabled: isReadOnly,
    onPress,
  });
  const expiry =
    method.exp_month && method.exp_year
      ? t('billing.methods.expires', {
          expiry: t('billing.methods.expiry', {
            month: String(method.exp_month).padStart(2, '0'),
            year: String(method.exp_year),
          }),
        })
      : t('billing.methods.noExpiry');
  return (
    <li className={styles.methodCard} aria-labelledby={titleId} data-default={method.is_default || undefined}>
      <div className={styles.methodHeader}>
        <h3 id={titleId} className={styles.methodName}>
          {name}
        </h3>
        {method.is_default ? (
          <span className={styles.defaultBadge}>{t('billing.methods.isDefault')}</span>
        ) : null}
      </div>
      <p className={styles.status}>{expiry}</p>
      <RowButtons
        buttons={[
          method.is_default ? null : button('makeDefault', onMakeDefault),
          method.type === 'card' ? button('edit', onEdit) : null,
          { ...button('delete', onDelete), variant: 'danger' },
        ]}
      />
    </li>
  );
}
