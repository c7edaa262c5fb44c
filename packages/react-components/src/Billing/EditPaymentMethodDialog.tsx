import type { Schema } from '@earshot/sdk-core';
import { Dialog } from '../Dialog/Dialog.tsx';
import { FormActions } from '../Form/FormActions.tsx';
import { FormField } from '../Form/FormField.tsx';
import { FormProblem } from '../Form/FormProblem.tsx';
import { lazyResolver } from '../Form/lazyResolver.ts';
import { useEntityForm } from '../Form/useEntityForm.ts';
import { useUpdatePaymentMethod } from '../hooks/resources/paymentMethods.ts';
import { useBillingMessage } from '../i18n/billing/useBillingMessage.ts';
import { NumberField } from '../NumberField/NumberField.tsx';
import * as styles from './Billing.css.ts';
import { usePaymentMethodName } from './usePaymentMethodName.ts';

type FormValues = { exp_month?: number; exp_year?: number };

/** The body rules of `updatePaymentMethod`, loaded at the form's first focus or check. */
const paymentMethodResolver = lazyResolver<FormValues>(() =>
  import('./billingChecks.ts').then((checks) => checks.paymentMethodResolver),
);

const EXPIRY_FIELDS = ['exp_month', 'exp_year'] as const;

/** Props of {@link EditPaymentMethodDialog}. */
export interface EditPaymentMethodDialogProps {
  advertiserId: string;
  /** The card to edit. */
  method: Schema<'PaymentMethod'>;
  /** Called with `false` when the dialog closes, after saving or cancelling. */
  onOpenChange: (isOpen: boolean) => void;
}

/** Changes a card's expiry month and year. */
export function EditPaymentMethodDialog({
  advertiserId,
  method,
  onOpenChange,
}: EditPaymentMethodDialogProps) {
  const t = useBillingMessage();
  const name = usePaymentMethodName()(method);
  const update = useUpdatePaymentMethod();
  const { form, problem, onSubmit, preloadChecks } = useEntityForm<FormValues>({
    resolver: paymentMethodResolver,
    defaultValues: { exp_month: method.exp_month ?? Number.NaN, exp_year: method.exp_year ?? Number.NaN },
    save: (body) => update.mutateAsync({ advertiserId, pmId: method.payment_id, body }),
    failed: (message) => t('billing.methods.actionFailed', { message }),
    savedMessage: () => t('billing.edit.saved', { method: name }),
    onSaved: () => onOpenChange(false),
    fieldOf: (path) => EXPIRY_FIELDS.find((field) => field === path),
  });

  return (
    <Dialog title={t('billing.edit.title', { method: name })} isOpen onOpenChange={onOpenChange}>
      <form onSubmit={onSubmit} onFocus={preloadChecks} noValidate className={styles.dialogBody}>
        <FormProblem problem={problem} />
        {EXPIRY_FIELDS.map((fieldName) => (
          <FormField
            key={fieldName}
            control={form.control}
            name={fieldName}
            render={(field) => (
              <NumberField
                label={t(fieldName === 'exp_month' ? 'billing.edit.month' : 'billing.edit.year')}
                formatOptions={{ useGrouping: false }}
                isRequired
                {...field}
              />
            )}
          />
        ))}
        <FormActions
          control={form.control}
          className={styles.actions}
          submitLabel={t('billing.edit.save')}
          cancelLabel={t('billing.add.cancel')}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </Dialog>
  );
}
