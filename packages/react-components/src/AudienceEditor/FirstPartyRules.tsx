import { FIRST_PARTY_RULE_TYPES } from '@earshot/validators';
import { type Control, Controller, useFieldArray } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';
import { useValidationText } from '../i18n/useValidationText.ts';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem.tsx';
import { Select } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './AudienceEditor.css.ts';
import type { AudienceFormValues } from './audienceFormValues.ts';
import { useAudienceMessage } from './useAudienceMessage.ts';

/** Props of {@link FirstPartyRules}. */
export interface FirstPartyRulesProps {
  control: Control<AudienceFormValues, unknown, unknown>;
  isReadOnly: boolean;
  /** The list's own error, e.g. no rule at all. */
  errorMessage: string | undefined;
}

/** The first-party segments: listeners matched by a URL, an event or an onboarding step. */
export function FirstPartyRules({ control, isReadOnly, errorMessage }: FirstPartyRulesProps) {
  const t = useAudienceMessage();
  const validationText = useValidationText();
  const rules = useFieldArray({ control, name: 'first_party' });
  return (
    <fieldset className={styles.section}>
      <legend className={styles.heading}>{t('audienceEditor.rules')}</legend>
      <p className={styles.muted}>{t('audienceEditor.rules.description')}</p>
      {rules.fields.map((rule, index) => {
        const number = index + 1;
        return (
          <div key={rule.id} className={styles.rule}>
            <Controller
              control={control}
              name={`first_party.${index}.type`}
              render={({ field }) => (
                <Select
                  label={t('audienceEditor.rule.type', { number })}
                  selectedKey={field.value}
                  onSelectionChange={(key) => field.onChange(key)}
                  isDisabled={isReadOnly}
                  items={FIRST_PARTY_RULE_TYPES.map((id) => ({ id }))}
                >
                  {(item) => (
                    <ListBoxItem id={item.id}>{t(`audienceEditor.ruleType.${item.id}`)}</ListBoxItem>
                  )}
                </Select>
              )}
            />
            <Controller
              control={control}
              name={`first_party.${index}.value`}
              render={({ field, fieldState }) => (
                <TextField
                  label={t('audienceEditor.rule.value', { number })}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  isReadOnly={isReadOnly}
                  isInvalid={fieldState.invalid}
                  errorMessage={validationText(fieldState.error?.message)}
                />
              )}
            />
            {isReadOnly ? null : (
              <Button variant="quiet" onPress={() => rules.remove(index)}>
                {t('audienceEditor.removeRule', { number })}
              </Button>
            )}
          </div>
        );
      })}
      {errorMessage ? (
        <p role="alert" className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
      {isReadOnly ? null : (
        <div>
          <Button variant="secondary" onPress={() => rules.append({ type: 'url', value: '' })}>
            {t('audienceEditor.addRule')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
