import { FIRST_PARTY_RULE_TYPES } from '@earshot/validators';
import { type Control, useFieldArray } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';
import { FormProblem } from '../Form/FormProblem.tsx';
import { FormSelect } from '../Form/FormSelect.tsx';
import { FormTextField } from '../Form/FormTextField.tsx';
import { useAudienceMessage } from '../i18n/audiences/useAudienceMessage.ts';
import * as styles from './AudienceEditor.css.ts';
import type { AudienceFormValues } from './audienceFormValues.ts';

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
  const rules = useFieldArray({ control, name: 'first_party' });
  return (
    <fieldset className={styles.section}>
      <legend className={styles.heading}>{t('audienceEditor.rules')}</legend>
      <p className={styles.muted}>{t('audienceEditor.rules.description')}</p>
      {rules.fields.map((rule, index) => {
        const number = index + 1;
        return (
          <div key={rule.id} className={styles.rule}>
            <FormSelect
              control={control}
              name={`first_party.${index}.type`}
              label={t('audienceEditor.rule.type', { number })}
              isDisabled={isReadOnly}
              options={FIRST_PARTY_RULE_TYPES.map((id) => ({ id, name: t(`audienceEditor.ruleType.${id}`) }))}
            />
            <FormTextField
              control={control}
              name={`first_party.${index}.value`}
              label={t('audienceEditor.rule.value', { number })}
              isReadOnly={isReadOnly}
            />
            {isReadOnly ? null : (
              <Button variant="quiet" onPress={() => rules.remove(index)}>
                {t('audienceEditor.removeRule', { number })}
              </Button>
            )}
          </div>
        );
      })}
      <FormProblem problem={errorMessage} />
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
