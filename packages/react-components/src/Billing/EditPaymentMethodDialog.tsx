import { ApiError, type Schema } from '@earshot/sdk-core';
import { updatePaymentMethodBodySchema } from '@earshot/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { useUpdatePaymentMethod } from '../hooks/useUpdatePaymentMethod.ts';
import { useValidationText } from '../i18n/useValidationText.ts';
import { NumberField } from '../NumberField/NumberField.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import * as styles from './Billing.css.ts';
import { useBillingMessage } from './useBillingMessage.ts';
import { usePaymentMethodName } from './usePaymentMethodName.ts';

type FormValues = { exp_month?: number; exp_year?: number };

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
  const validationText = useValidationText();
  const { toasts } = usePlatform();
  const update = useUpdatePaymentMethod();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(updatePaymentMethodBodySchema),
    defaultValues: { exp_month: method.exp_month ?? Number.NaN, exp_year: method.exp_year ?? Number.NaN },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      await update.mutateAsync({ advertiserId, pmId: method.payment_id, body });
      toasts.notify({ kind: 'success', message: t('billing.edit.saved', { method: name }) });
      onOpenChange(false);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      for (const field of ['exp_month', 'exp_year'] as const) {
        if (fields[field]) form.setError(field, { message: fields[field] });
      }
      if (!fields.exp_month && !fields.exp_year) {
        setProblem(t('billing.methods.actionFailed', { message: (error as Error).message }));
      }
    }
  });

  return (
    <Dialog title={t('billing.edit.title', { method: name })} isOpen onOpenChange={onOpenChange}>
      <form onSubmit={onSubmit} noValidate className={styles.dialogBody}>
        {problem ? (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        ) : null}
        {(['exp_month', 'exp_year'] as const).map((fieldName) => (
          <Controller
            key={fieldName}
            control={form.control}
            name={fieldName}
            render={({ field, fieldState }) => (
              <NumberField
                label={t(fieldName === 'exp_month' ? 'billing.edit.month' : 'billing.edit.year')}
                formatOptions={{ useGrouping: false }}
                isRequired
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                isInvalid={fieldState.invalid}
                errorMessage={validationText(fieldState.error?.message)}
              />
            )}
          />
        ))}
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t('billing.add.cancel')}
          </Button>
          <Button type="submit" isPending={form.formState.isSubmitting}>
            {t('billing.edit.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
