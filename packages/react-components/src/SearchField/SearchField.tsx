import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useMessage } from '../i18n/useMessage.ts';
import * as field from '../theme/field.css.ts';
import * as styles from './SearchField.css.ts';

/** Props of {@link SearchField}. */
export interface SearchFieldProps {
  /**
   * The visible label; without one, pass `aria-label`.
   * @default undefined
   */
  label?: string;
  /**
   * Names the field when it has no visible label.
   * @default undefined
   */
  'aria-label'?: string;
  /**
   * Shown while the input is empty.
   * @default undefined
   */
  placeholder?: string;
  /**
   * The text, when the parent holds it (with `onChange`).
   * @default undefined
   */
  value?: string;
  /**
   * The first text, when the field holds it.
   * @default ''
   */
  defaultValue?: string;
  /**
   * Called with the text on every change, the clear button and Escape included.
   * @default undefined
   */
  onChange?: (value: string) => void;
  /**
   * Called with the text when Enter is pressed, instead of submitting a form around the field.
   * @default undefined
   */
  onSubmit?: (value: string) => void;
  /**
   * Called after the clear button or Escape emptied the field.
   * @default undefined
   */
  onClear?: () => void;
  /**
   * The input's name in a form.
   * @default undefined
   */
  name?: string;
  /**
   * Whether the field is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Added to the field's own class.
   * @default undefined
   */
  className?: string;
}

/**
 * A search input (`type="search"`, role `searchbox`): Enter submits, Escape or the clear button
 * empties it; the field carries `data-empty` while empty and `data-disabled` when disabled.
 */
export function SearchField({
  label,
  'aria-label': ariaLabel,
  placeholder,
  value: controlled,
  defaultValue = '',
  onChange,
  onSubmit,
  onClear,
  name,
  isDisabled = false,
  className,
}: SearchFieldProps) {
  const t = useMessage();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [own, setOwn] = useState(defaultValue);
  const value = controlled ?? own;
  const change = (next: string) => {
    if (controlled === undefined) setOwn(next);
    onChange?.(next);
  };
  const clear = () => {
    change('');
    onClear?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    // With no onSubmit, Enter goes on to a form around the field, as in any text input.
    if (event.key === 'Enter' && onSubmit) {
      event.preventDefault();
      onSubmit(value);
    } else if (event.key === 'Escape' && value !== '') {
      // An empty field lets Escape through, so a dialog around it still closes.
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  };
  return (
    <div
      className={className ? `${field.field} ${className}` : field.field}
      data-empty={value === '' || undefined}
      data-disabled={isDisabled || undefined}
    >
      {label ? (
        <label className={field.label} htmlFor={inputId}>
          {label}
        </label>
      ) : null}
      <div className={styles.group} data-disabled={isDisabled || undefined}>
        <input
          ref={input}
          id={inputId}
          type="search"
          className={field.groupInput}
          aria-label={label ? undefined : ariaLabel}
          placeholder={placeholder}
          value={value}
          name={name}
          disabled={isDisabled}
          autoComplete="off"
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {value === '' || isDisabled ? null : (
          <button
            type="button"
            className={styles.clearButton}
            aria-label={t('searchField.clear')}
            // Out of the Tab order, as Escape does the same from the input.
            tabIndex={-1}
            onClick={() => {
              clear();
              input.current?.focus();
            }}
          >
            ×
          </button>
        )}
      </div>
    </div>
  );
}
