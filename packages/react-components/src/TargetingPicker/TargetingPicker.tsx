import { useRef, useState } from 'react';
import { type Key, useFilter } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { ComboBox } from '../ComboBox/ComboBox.tsx';
import { useMessage } from '../i18n/useMessage.ts';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem.tsx';
import { Tag, TagGroup } from '../TagGroup/TagGroup.tsx';
import * as styles from './TargetingPicker.css.ts';

/** One choice of a {@link TargetingPicker}. */
export interface TargetingPickerOption {
  /** What is stored when it is chosen. */
  id: string;
  /** Its name, in the user's language: shown, searched and read out. */
  label: string;
  /**
   * A second line, e.g. a size or a code; typed text finds it too.
   * @default undefined
   */
  detail?: string;
}

/** Whether the choices are there: `loading`, `failed`, or `ready`. */
export type TargetingPickerStatus = 'loading' | 'failed' | 'ready';

/** Props of {@link TargetingPicker}. */
export interface TargetingPickerProps {
  /** The visible label of the search input. */
  label: string;
  /**
   * Help shown below the search input.
   * @default undefined
   */
  description?: string;
  /** The choices offered now: all of them, or those the caller found for the typed text (see `onSearch`). */
  options: readonly TargetingPickerOption[];
  /** The ids chosen, in order. Ids no option names still show, by id, and can be removed. */
  value: readonly string[];
  /** Called with the ids chosen after the user adds or removes one. */
  onChange: (value: string[]) => void;
  /**
   * Names of chosen ids that `options` may lack (e.g. found by an earlier search, or looked up by id).
   * @default []
   */
  chosenOptions?: readonly TargetingPickerOption[];
  /**
   * Called with the typed text as it changes, for a caller that searches the choices itself (typeahead
   * over a service); `options` are then shown as given. Without it the picker keeps the `options`
   * whose label or detail holds the text (ignoring case and accents).
   * @default undefined
   */
  onSearch?: (text: string) => void;
  /**
   * `loading` while the choices (or a search's) load, `failed` when they could not.
   * @default 'ready'
   */
  status?: TargetingPickerStatus;
  /**
   * Called by the "Try again" button shown when the choices failed to load; without it there is none.
   * @default undefined
   */
  onRetry?: () => void;
  /**
   * Shows the chosen values without the search input or remove buttons.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * An error about the chosen values, shown below the search input.
   * @default undefined
   */
  errorMessage?: string;
  /**
   * What the list of chosen values says while it is empty, e.g. 'All campaigns' where no choice means all.
   * @default the translated 'None chosen yet'
   */
  emptyLabel?: string;
  /**
   * An extra class on the root, which carries `data-status` and `data-readonly`.
   * @default undefined
   */
  className?: string;
}

const NO_OPTIONS: readonly TargetingPickerOption[] = [];

/**
 * A searchable multi-select: type to filter the choices (or to search them, with `onSearch`), pick any
 * number with the mouse or the keyboard, and see the chosen ones as tags with their names, each
 * removable. Loading, failed and empty states show in place; read-only shows the tags alone.
 */
export function TargetingPicker({
  label,
  description,
  options,
  value,
  onChange,
  chosenOptions = NO_OPTIONS,
  onSearch,
  status = 'ready',
  onRetry,
  isReadOnly = false,
  errorMessage,
  emptyLabel,
  className,
}: TargetingPickerProps) {
  const t = useMessage();
  const { contains } = useFilter({ sensitivity: 'base' });
  const [text, setText] = useState('');
  // Every option seen so far, so a choice keeps its name once a later search no longer lists it.
  const named = useRef(new Map<string, TargetingPickerOption>()).current;
  for (const option of [...chosenOptions, ...options]) named.set(option.id, option);
  const matches = (option: TargetingPickerOption) =>
    contains(option.label, text) || (option.detail !== undefined && contains(option.detail, text));
  const shown = onSearch ? options : options.filter(matches);
  const chosen = value.map((id) => named.get(id) ?? { id, label: id });
  const emptyText = () => {
    if (status === 'loading') return t(onSearch ? 'targetingPicker.searching' : 'targetingPicker.loading');
    if (status === 'failed') return t('targetingPicker.failed');
    if (text.trim() === '') return t(onSearch ? 'targetingPicker.typeToSearch' : 'targetingPicker.noChoices');
    return t('targetingPicker.noMatches', { text: text.trim() });
  };
  const search = (next: string) => {
    setText(next);
    onSearch?.(next);
  };
  const change = (keys: readonly Key[]) => {
    const next = keys.map(String);
    if (next.length === value.length && next.every((id, index) => id === value[index])) return;
    // A pick empties the input for the next one, as a tag input does.
    if (next.length > value.length) search('');
    onChange(next);
  };
  const remove = (keys: Set<Key>) => onChange(value.filter((id) => !keys.has(id)));

  return (
    <div
      className={[styles.picker, className].filter(Boolean).join(' ')}
      data-status={status}
      data-readonly={isReadOnly || undefined}
    >
      {isReadOnly ? null : (
        <ComboBox
          className={styles.search}
          label={label}
          {...(description ? { description } : {})}
          items={shown}
          selectionMode="multiple"
          value={value}
          onChange={change}
          inputValue={text}
          onInputChange={search}
          // Typed text left behind once the suggestions close (Escape, a click outside, leaving the
          // field) picks nothing: it goes, so it cannot read as a value.
          onOpenChange={(isOpen) => {
            if (!isOpen) search('');
          }}
          allowsEmptyCollection
          menuTrigger="focus"
          renderEmptyState={() => <span className={styles.empty}>{emptyText()}</span>}
          isInvalid={errorMessage !== undefined}
          validationBehavior="aria"
          {...(errorMessage ? { errorMessage } : {})}
        >
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label}>
              {({ isSelected }) => (
                <>
                  <span className={styles.check} aria-hidden="true">
                    {isSelected ? '✓' : ''}
                  </span>
                  <span className={styles.optionText}>
                    <span>{option.label}</span>
                    {option.detail ? <span className={styles.detail}>{option.detail}</span> : null}
                  </span>
                </>
              )}
            </ListBoxItem>
          )}
        </ComboBox>
      )}
      {status === 'loading' ? (
        <p role="status" className={styles.status}>
          {t(onSearch ? 'targetingPicker.searching' : 'targetingPicker.loading')}
        </p>
      ) : null}
      {status === 'failed' ? (
        <div role="alert" className={styles.failed}>
          <span>{t('targetingPicker.failed')}</span>
          {onRetry ? (
            <Button size="small" variant="secondary" onPress={onRetry}>
              {t('targetingPicker.retry')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <TagGroup
        label={isReadOnly ? label : t('targetingPicker.chosen', { label })}
        items={chosen}
        renderEmptyState={() => emptyLabel ?? t('targetingPicker.none')}
        {...(isReadOnly ? {} : { onRemove: remove })}
      >
        {(option) => (
          <Tag id={option.id} textValue={option.label}>
            {option.label}
          </Tag>
        )}
      </TagGroup>
      {isReadOnly && errorMessage ? <p className={styles.error}>{errorMessage}</p> : null}
    </div>
  );
}
