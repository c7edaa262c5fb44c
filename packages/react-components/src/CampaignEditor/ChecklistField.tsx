import type { ReactNode } from 'react';
import { CheckboxGroup, Label, Text } from 'react-aria-components';
import { type FieldPath, useController } from 'react-hook-form';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useValidationMessage } from '../i18n/campaigns/useValidationMessage.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as fieldStyles from '../theme/field.css.ts';
import * as styles from './CampaignEditor.css.ts';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';

/** One choice of a {@link ChecklistField}. */
export interface ChecklistOption {
  id: string;
  label: string;
  /** Details shown beside the label (size, type, …). */
  detail?: ReactNode;
}

/** Props of {@link ChecklistField}. */
export interface ChecklistFieldProps {
  /** A list of ids of the campaign form, e.g. `'playlist_ids'`. */
  name: FieldPath<CampaignFormValues>;
  /** The visible label of the group. */
  label: string;
  /** The choices; `undefined` while they load. */
  options: readonly ChecklistOption[] | undefined;
  /** Shown when there is nothing to choose from. */
  emptyText: string;
}

/** Picks any number of the advertiser's things (playlists, audiences, creatives) by id. */
export function ChecklistField({ name, label, options, emptyText }: ChecklistFieldProps) {
  const t = useCampaignMessage();
  const translate = useValidationMessage();
  const { readOnly } = useCampaignEditor();
  const { field, fieldState } = useController<CampaignFormValues>({ name });
  const chosen = Array.isArray(field.value) ? (field.value as string[]) : [];
  if (options === undefined) return <Skeleton label={t('campaigns.loading')} />;
  // Chosen ids the list no longer holds stay visible so they can be removed.
  const missing = chosen.filter((id) => !options.some((option) => option.id === id));
  const all = [...options, ...missing.map((id) => ({ id, label: id, detail: t('campaigns.unknownItem') }))];
  const error = fieldState.error?.message;
  return (
    <CheckboxGroup
      className={fieldStyles.field}
      value={chosen}
      onChange={field.onChange}
      isReadOnly={readOnly}
      isInvalid={error !== undefined}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      {all.length === 0 ? <p className={styles.muted}>{emptyText}</p> : null}
      <div className={styles.checklist}>
        {all.map((option) => (
          <Checkbox key={option.id} value={option.id}>
            <span className={styles.goalText}>
              <span>{option.label}</span>
              {option.detail ? <span className={styles.muted}>{option.detail}</span> : null}
            </span>
          </Checkbox>
        ))}
      </div>
      {error ? (
        <Text slot="errorMessage" className={fieldStyles.fieldError}>
          {translate(error)}
        </Text>
      ) : null}
    </CheckboxGroup>
  );
}
