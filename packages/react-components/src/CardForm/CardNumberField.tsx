import {
  CARD_BRAND_FORMATS,
  type CardFormInput,
  type CardFormOutput,
  cardBrand,
  cardDigits,
  isCardNumber,
} from '@earshot/validators';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { type BillingMessageKey, useBillingMessage } from '../i18n/billing/useBillingMessage.ts';
import { useValidationText } from '../i18n/useValidationText.ts';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './CardForm.css.ts';
import { normalizeCardNumber } from './cardFieldNormalizers.ts';

/** Props of {@link CardNumberField}. */
export interface CardNumberFieldProps {
  /** The card form's `control`. */
  control: Control<CardFormInput, unknown, CardFormOutput>;
  isDisabled?: boolean;
}

/**
 * The card number: grouped as its brand prints it while typed, the brand named under it as soon as
 * the first digits tell it, and checked (length and Luhn sum) as soon as it has as many digits as the
 * brand's cards usually do, before any submit. `data-brand` names the brand on the field.
 */
export function CardNumberField({ control, isDisabled }: CardNumberFieldProps) {
  const t = useBillingMessage();
  const validationText = useValidationText();
  const brandId = useId();
  const { field, fieldState } = useController({ control, name: 'number' });
  const digits = cardDigits(field.value ?? '');
  const brand = cardBrand(digits);
  const checked = isCardNumber(digits);
  const typedOut = digits.length >= CARD_BRAND_FORMATS[brand].printedLength;
  const error = typedOut && !checked ? 'card.number.invalid' : fieldState.error?.message;
  const brandName = brand === 'unknown' ? null : t(`billing.card.brand.${brand}` as BillingMessageKey);
  return (
    <div>
      <TextField
        label={t('billing.card.number')}
        value={field.value ?? ''}
        onChange={(value) => field.onChange(normalizeCardNumber(value))}
        onBlur={field.onBlur}
        isInvalid={error !== undefined}
        errorMessage={validationText(error)}
        isDisabled={isDisabled}
        isRequired
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        aria-describedby={brandName ? brandId : undefined}
        data-brand={brand}
      />
      {brandName ? (
        <p id={brandId} className={styles.brand} data-valid={checked || undefined}>
          {checked ? t('billing.card.checked', { brand: brandName }) : brandName}
        </p>
      ) : null}
    </div>
  );
}
