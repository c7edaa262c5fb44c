import { FREQUENCY_CAP_PERIODS, type FrequencyCapPeriod } from '@earshot/validators';
import type { Key } from 'react-aria-components';
import { type FieldError, get, useController, useFormState } from 'react-hook-form';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useValidationMessage } from '../i18n/campaigns/useValidationMessage.ts';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem.tsx';
import { NumberField } from '../NumberField/NumberField.tsx';
import { Select } from '../Select/Select.tsx';
import { Switch } from '../Switch/Switch.tsx';
import * as fieldStyles from '../theme/field.css.ts';
import * as styles from './CampaignEditor.css.ts';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';

/** The cap a campaign starts with when the user turns capping on. */
const FIRST_CAP = { count: 3, period: 'week' } as const;

/**
 * The frequency cap: off by default (no cap); on, the most impressions one listener hears in a day,
 * a week or a month. The limits (5, 35, 50) are the validators', checked with the rest of the form,
 * so a count too high for its period shows a translated error instead of being changed silently.
 */
export function FrequencyCapField() {
  const t = useCampaignMessage();
  const translate = useValidationMessage();
  const { readOnly } = useCampaignEditor();
  const { field } = useController<CampaignFormValues, 'frequency_cap'>({ name: 'frequency_cap' });
  const { errors } = useFormState<CampaignFormValues>({ name: 'frequency_cap' });
  // Drafts stored before the cap existed have none.
  const cap = field.value ?? null;
  const problem = (part: 'count' | 'period') => {
    const key = (get(errors, `frequency_cap.${part}`) as FieldError | undefined)?.message;
    return typeof key === 'string' ? { isInvalid: true, errorMessage: translate(key) } : { isInvalid: false };
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={fieldStyles.label}>{t('campaigns.frequencyCap.label')}</legend>
      <Switch
        isSelected={cap !== null}
        onChange={(on) => field.onChange(on ? FIRST_CAP : null)}
        isReadOnly={readOnly}
      >
        {t('campaigns.frequencyCap.enable')}
      </Switch>
      {cap === null ? null : (
        <div className={styles.columns}>
          <NumberField
            label={t('campaigns.frequencyCap.count')}
            description={t('campaigns.frequencyCap.description')}
            name="frequency_cap.count"
            value={typeof cap.count === 'number' ? cap.count : Number.NaN}
            // An emptied field holds NaN, which the form's check reports as a missing count.
            onChange={(count) => field.onChange({ ...cap, count })}
            onBlur={field.onBlur}
            minValue={1}
            isReadOnly={readOnly}
            validationBehavior="aria"
            {...problem('count')}
          />
          <Select
            label={t('campaigns.frequencyCap.period')}
            name="frequency_cap.period"
            items={FREQUENCY_CAP_PERIODS.map((period) => ({
              id: period,
              label: t(`campaigns.frequencyCap.period.${period}`),
            }))}
            selectedKey={cap.period}
            onSelectionChange={(key: Key | null) => {
              if (key !== null) field.onChange({ ...cap, period: key as FrequencyCapPeriod });
            }}
            onBlur={field.onBlur}
            isDisabled={readOnly}
            validationBehavior="aria"
            {...problem('period')}
          >
            {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
          </Select>
        </div>
      )}
    </fieldset>
  );
}
