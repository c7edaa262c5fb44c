import type { Schema } from '@earshot/sdk-core';
import { PAYMENT_METHOD_TYPES, paymentMethodFormSchema } from '@earshot/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { FormActions } from '../Form/FormActions.tsx';
import { FormProblem } from '../Form/FormProblem.tsx';
import { FormSelect } from '../Form/FormSelect.tsx';
import { FormTextField } from '../Form/FormTextField.tsx';
import { useEntityForm } from '../Form/useEntityForm.ts';
import { useCreatePaymentMethod, useCreatePaymentToken } from '../hooks/writeHooks.ts';
import { useBillingMessage } from '../i18n/billing/useBillingMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import * as styles from './Billing.css.ts';
import { usePaymentMethodName } from './usePaymentMethodName.ts';

type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];
type PaymentMethod = Schema<'PaymentMethod'>;
type FormValues = { payment_method_id: string; buyer_id: string; type: PaymentMethodType };

/** Props of {@link AddPaymentMethodDialog}. */
export interface AddPaymentMethodDialogProps {
  advertiserId: string;
  /** The buyer of the saved billing information; without one the dialog says so (spec §5). */
  buyerId: string | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The dialog adding a payment method; its form, and the payment token it needs, exist only while it is open. */
export function AddPaymentMethodDialog({ isOpen, onOpenChange, ...props }: AddPaymentMethodDialogProps) {
  const t = useBillingMessage();
  return (
    <Dialog title={t('billing.add.title')} isOpen={isOpen} onOpenChange={onOpenChange}>
      {isOpen ? <AddPaymentMethodForm {...props} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

/**
 * First asks for a payment token for the buyer (spec §5: without billing data, 'No billing data has
 * been introduced'), then takes the payment method the provider's form returned and adds it, which
 * records the 'payment' onboarding step.
 */
function AddPaymentMethodForm({
  advertiserId,
  buyerId,
  onDone,
}: Omit<AddPaymentMethodDialogProps, 'isOpen' | 'onOpenChange'> & { onDone: () => void }) {
  const t = useBillingMessage();
  const nameOf = usePaymentMethodName();
  const format = useFormatters();
  const token = useCreatePaymentToken();
  const create = useCreatePaymentMethod();
  const { form, problem, onSubmit } = useEntityForm<FormValues, FormValues, PaymentMethod>({
    resolver: zodResolver(paymentMethodFormSchema),
    defaultValues: { payment_method_id: '', buyer_id: buyerId ?? '', type: 'card' },
    save: (body) => create.mutateAsync({ advertiserId, body }),
    failed: (message) => t('billing.add.failed', { message }),
    savedMessage: (added) => t('billing.add.added', { method: nameOf(added) }),
    onSaved: onDone,
    fieldOf: (path) => (path === 'payment_method_id' ? path : undefined),
  });
  const { mutate: requestToken } = token;

  useEffect(() => {
    requestToken({ advertiserId, buyerId });
  }, [requestToken, advertiserId, buyerId]);

  if (token.isError) {
    return (
      <div className={styles.dialogBody}>
        <p role="alert" className={styles.error}>
          {token.error.message}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onDone}>
            {t('billing.add.cancel')}
          </Button>
        </div>
      </div>
    );
  }
  if (!token.isSuccess) {
    return (
      <p role="status" className={styles.status}>
        {t('billing.add.preparing')}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className={styles.dialogBody}>
      <p className={styles.status}>
        {t('billing.add.secured', { time: format.date(token.data.expires_at, { timeStyle: 'short' }) })}
      </p>
      <FormProblem problem={problem} />
      <FormSelect
        control={form.control}
        name="type"
        label={t('billing.add.type')}
        options={PAYMENT_METHOD_TYPES.map((type) => ({ id: type, name: t(`billing.methods.type.${type}`) }))}
      />
      <FormTextField
        control={form.control}
        name="payment_method_id"
        label={t('billing.add.paymentMethodId')}
        description={t('billing.add.paymentMethodId.description')}
        isRequired
      />
      <FormActions
        control={form.control}
        className={styles.actions}
        submitLabel={t('billing.add.submit')}
        cancelLabel={t('billing.add.cancel')}
        onCancel={onDone}
      />
    </form>
  );
}
