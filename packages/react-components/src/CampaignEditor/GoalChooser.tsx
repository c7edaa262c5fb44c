import { CAMPAIGN_GOALS, type CampaignGoal } from '@earshot/validators';
import { useController } from 'react-hook-form';
import { type CampaignMessageKey, useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useValidationMessage } from '../i18n/campaigns/useValidationMessage.ts';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import * as styles from './CampaignEditor.css.ts';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';

const goalLabel = (goal: CampaignGoal) => `campaigns.goal.${goal}` as CampaignMessageKey;
const goalDescription = (goal: CampaignGoal) => `campaigns.goal.${goal}.description` as CampaignMessageKey;

/** The campaign goal chooser: each goal with what it optimises for. */
export function GoalChooser() {
  const t = useCampaignMessage();
  const translate = useValidationMessage();
  const { readOnly } = useCampaignEditor();
  const { field, fieldState } = useController<CampaignFormValues, 'goal'>({ name: 'goal' });
  const error = fieldState.error?.message;
  return (
    <RadioGroup
      label={t('campaigns.field.goal')}
      name={field.name}
      value={field.value}
      onChange={(value) => field.onChange(value)}
      isReadOnly={readOnly}
      validationBehavior="aria"
      isInvalid={error !== undefined}
      {...(error ? { errorMessage: translate(error) } : {})}
    >
      {CAMPAIGN_GOALS.map(({ value }) => (
        <Radio key={value} value={value} className={styles.goal}>
          <span className={styles.goalText}>
            <span className={styles.goalName}>{t(goalLabel(value))}</span>
            <span className={styles.muted}>{t(goalDescription(value))}</span>
          </span>
        </Radio>
      ))}
    </RadioGroup>
  );
}
