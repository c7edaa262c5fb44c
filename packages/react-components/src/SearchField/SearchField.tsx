import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Button,
  Group,
  Input,
  Label,
  type SearchFieldRenderProps,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';
import { useMessage } from '../i18n/useMessage.ts';
import * as styles from '../theme/field.css.ts';

/** Props of {@link SearchField}. */
export interface SearchFieldProps extends AriaSearchFieldProps {
  /**
   * The visible label; without one, pass `aria-label`.
   * @default undefined
   */
  label?: string;
  /**
   * Shown while the input is empty.
   * @default undefined
   */
  placeholder?: string;
}

/** A search input: Enter submits, Escape or the clear button empties it (`data-empty` while empty). */
export function SearchField({ label, placeholder, className, ...props }: SearchFieldProps) {
  const t = useMessage();
  return (
    <AriaSearchField {...props} className={composeClassName<SearchFieldRenderProps>(styles.field, className)}>
      {({ isEmpty }) => (
        <>
          {label ? <Label className={styles.label}>{label}</Label> : null}
          <Group className={styles.group}>
            <Input className={styles.groupInput} placeholder={placeholder} />
            {isEmpty ? null : (
              <Button className={styles.fieldButton} aria-label={t('searchField.clear')}>
                ×
              </Button>
            )}
          </Group>
        </>
      )}
    </AriaSearchField>
  );
}
