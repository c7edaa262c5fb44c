import { ApiError } from '@earshot/sdk-core';
import type { CardFormInput, CardFormOutput } from '@earshot/validators';
import { useMemo } from 'react';
import { FormActions } from '../Form/FormActions.tsx';
import { FormProblem } from '../Form/FormProblem.tsx';
import { FormTextField } from '../Form/FormTextField.tsx';
import { lazyResolver } from '../Form/lazyResolver.ts';
import { useEntityForm } from '../Form/useEntityForm.ts';
import { useBillingMessage } from '../i18n/billing/useBillingMessage.ts';
import * as styles from './CardForm.css.ts';
import { CardNumberField } from './CardNumberField.tsx';
import { normalizeCvc, normalizeExpiry } from './cardFieldNormalizers.ts';

/** Props of {@link CardForm}. */
export interface CardFormProps {
  /**
   * Sends the checked card: the number as digits, the expiry as month and four-digit year. A thrown
   * `ApiError` with `fields` shows each problem next to its field; a declined card
   * (`card_declined`) or one without funds (`insufficient_funds`) shows a message saying so above
   * the fields; anything else shows its message there. What was typed stays in every case.
   */
  onSubmit: (card: CardFormOutput) => Promise<unknown>;
  /**
   * Called by the cancel button.
   * @default no cancel button
   */
  onCancel?: () => void;
  /**
   * The submit button's text.
   * @default 'Add card', translated
   */
  submitLabel?: string;
  /**
   * The day the expiry is checked against.
   * @default today
   */
  today?: Date;
  /**
   * Shows the sandbox's test card numbers under the fields.
   * @default false
   */
  showTestNumbers?: boolean;
}

const EMPTY: CardFormInput = { number: '', expiry: '', cvc: '', postal_code: '', name: '' };

/** The server's fields, as the form names them: both expiry fields are the one expiry field. */
const FIELD_OF: Record<string, keyof CardFormInput> = {
  number: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
  postal_code: 'postal_code',
  name: 'name',
};

/**
 * A card form that behaves like a payment provider's hosted fields: number (brand named and Luhn
 * checked as it is typed), expiry as MM/YY, security code, postal code and name on the card, each
 * with its browser autofill hint. It checks the card with the validators' `cardFormSchema` and hands
 * it to `onSubmit`, which sends it to the provider, never to the advertiser's own routes.
 */
export function CardForm({ onSubmit, onCancel, submitLabel, today, showTestNumbers = false }: CardFormProps) {
  const t = useBillingMessage();
  const resolver = useMemo(
    () => lazyResolver(() => import('./cardChecks.ts').then((checks) => checks.cardResolver(today))),
    [today],
  );
  const {
    form,
    problem,
    onSubmit: submit,
    preloadChecks,
  } = useEntityForm<CardFormInput, CardFormOutput, unknown>({
    resolver,
    defaultValues: EMPTY,
    save: async (card) => {
      try {
        return await onSubmit(card);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'card_declined')
          throw new Error(t('billing.card.declined'));
        if (error instanceof ApiError && error.code === 'insufficient_funds') {
          throw new Error(t('billing.card.insufficientFunds'));
        }
        throw error;
      }
    },
    failed: (message) => message,
    fieldOf: (path) => FIELD_OF[path],
  });
  return (
    <form
      onSubmit={submit}
      onFocus={preloadChecks}
      noValidate
      className={styles.root}
      aria-label={t('billing.card.form')}
    >
      <FormProblem problem={problem} />
      <CardNumberField control={form.control} />
      <div className={styles.row}>
        <FormTextField
          control={form.control}
          name="expiry"
          label={t('billing.card.expiry')}
          description={t('billing.card.expiry.description')}
          placeholder="MM/YY"
          normalize={normalizeExpiry}
          inputMode="numeric"
          autoComplete="cc-exp"
          isRequired
        />
        <FormTextField
          control={form.control}
          name="cvc"
          label={t('billing.card.cvc')}
          description={t('billing.card.cvc.description')}
          normalize={normalizeCvc}
          inputMode="numeric"
          autoComplete="cc-csc"
          isRequired
        />
        <FormTextField
          control={form.control}
          name="postal_code"
          label={t('billing.card.postalCode')}
          autoComplete="postal-code"
          isRequired
        />
      </div>
      <FormTextField
        control={form.control}
        name="name"
        label={t('billing.card.name')}
        autoComplete="cc-name"
        isRequired
      />
      <p className={styles.note}>{t('billing.card.secure')}</p>
      {showTestNumbers ? <p className={styles.note}>{t('billing.card.testNumbers')}</p> : null}
      <FormActions
        control={form.control}
        className={styles.actions}
        submitLabel={submitLabel ?? t('billing.add.submit')}
        cancelLabel={onCancel ? t('billing.add.cancel') : undefined}
        onCancel={onCancel}
      />
    </form>
  );
}
