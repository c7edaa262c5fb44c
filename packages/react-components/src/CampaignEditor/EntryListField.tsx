import { useState } from 'react';
import { type FieldPath, get, useController, useFormState } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useValidationMessage } from '../i18n/campaigns/useValidationMessage.ts';
import { Tag, TagGroup } from '../TagGroup/TagGroup.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './CampaignEditor.css.ts';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';
import { listErrors } from './listErrors.ts';

/** Props of {@link EntryListField}. */
export interface EntryListFieldProps {
  /** A list of strings of the campaign form, e.g. `'targeting.geo.zip_codes'`. */
  name: FieldPath<CampaignFormValues>;
  /** The label of the entry field. */
  label: string;
  /** Help shown below the entry field. */
  description?: string;
  /** Turns typed text into the stored entry (e.g. upper-cases a country code). */
  normalize?: (text: string) => string;
  /** The validation message keys an entry breaks; an entry with problems is not added. */
  check?: (entry: string) => readonly string[];
}

/** A list of typed entries (zip codes, tracking URLs, deal ids): type one, add it, remove any. */
export function EntryListField({ name, label, description, normalize, check }: EntryListFieldProps) {
  const t = useCampaignMessage();
  const translate = useValidationMessage();
  const { readOnly } = useCampaignEditor();
  const { field } = useController<CampaignFormValues>({ name });
  const { errors } = useFormState<CampaignFormValues>({ name });
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<readonly string[]>([]);
  const entries = Array.isArray(field.value) ? (field.value as string[]) : [];

  const add = () => {
    const entry = (normalize ?? ((value: string) => value.trim()))(text);
    if (entry === '') return;
    const found = check?.(entry) ?? [];
    setProblems(found);
    if (found.length > 0) return;
    if (!entries.includes(entry)) field.onChange([...entries, entry]);
    setText('');
  };
  const messages = [...new Set([...problems, ...listErrors(get(errors, name))])].map(translate);

  return (
    <div className={styles.stack}>
      {readOnly ? null : (
        <div className={styles.entryRow}>
          <TextField
            className={styles.entryField}
            label={label}
            {...(description ? { description } : {})}
            value={text}
            onChange={(value) => {
              setText(value);
              setProblems([]);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            validationBehavior="aria"
            isInvalid={messages.length > 0}
            errorMessage={messages.join(' ')}
          />
          <Button
            className={styles.entryButton}
            variant="secondary"
            onPress={add}
            aria-label={t('campaigns.entries.addNamed', { label })}
          >
            {t('campaigns.entries.add')}
          </Button>
        </div>
      )}
      <TagGroup
        label={readOnly ? label : t('campaigns.entries.chosen', { label })}
        items={entries.map((entry) => ({ id: entry }))}
        renderEmptyState={() => t('campaigns.entries.none')}
        {...(readOnly
          ? {}
          : { onRemove: (keys) => field.onChange(entries.filter((entry) => !keys.has(entry))) })}
      >
        {(item) => <Tag id={item.id}>{item.id}</Tag>}
      </TagGroup>
      {readOnly && messages.length > 0 ? <p className={styles.error}>{messages.join(' ')}</p> : null}
    </div>
  );
}
