import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { useInventoryMessage } from '../i18n/inventory/useInventoryMessage.ts';
import { Tag, TagGroup } from '../TagGroup/TagGroup.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './PlaylistEditor.css.ts';

/** Props of {@link TagsField}. */
export interface TagsFieldProps {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  errorMessage: string | undefined;
  /** Shows the tags only, with no way to add or remove one. */
  isReadOnly: boolean;
}

/** The playlist's tags ("Tags ID"): removable tags and a field adding one more, unless read-only. */
export function TagsField({ value, onChange, errorMessage, isReadOnly }: TagsFieldProps) {
  const t = useInventoryMessage();
  const [draft, setDraft] = useState('');
  const add = () => {
    const tag = draft.trim();
    if (tag && !value.includes(tag)) onChange([...value, tag]);
    setDraft('');
  };
  return (
    <div className={styles.section}>
      <TagGroup
        label={t('playlistEditor.tags')}
        items={value.map((tag) => ({ id: tag }))}
        {...(isReadOnly ? {} : { onRemove: (keys) => onChange(value.filter((tag) => !keys.has(tag))) })}
        renderEmptyState={() => t('playlistEditor.noTags')}
      >
        {(item) => <Tag id={item.id}>{item.id}</Tag>}
      </TagGroup>
      {isReadOnly ? null : (
        <div className={styles.inline}>
          <TextField
            label={t('playlistEditor.newTag')}
            value={draft}
            onChange={setDraft}
            isInvalid={Boolean(errorMessage)}
            errorMessage={errorMessage}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button variant="secondary" onPress={add} isDisabled={draft.trim() === ''}>
            {t('playlistEditor.addTag')}
          </Button>
        </div>
      )}
    </div>
  );
}
