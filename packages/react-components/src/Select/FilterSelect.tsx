import { useId } from 'react';
import { Button } from 'react-aria-components';
import { useLoadOnReach } from '../hooks/useLoadOnReach.ts';
import { useMessage } from '../i18n/useMessage.ts';
import * as fieldStyles from '../theme/field.css.ts';
import * as styles from './Select.css.ts';

/** A choice of a {@link FilterSelect}: its key and its translated label. */
export interface FilterOption<K extends string> {
  id: K;
  label: string;
}

/** Props of {@link FilterSelect}. */
export interface FilterSelectProps<K extends string> {
  label: string;
  options: readonly FilterOption<K>[];
  /** The chosen option's key; `null` while none is (the placeholder shows, e.g. until a setting has loaded). */
  selectedKey: K | null;
  onSelectionChange: (key: K) => void;
}

// The select's code (React Aria's select, list box, popover and collections) loads when the user reaches for it.
const loadSelect = () => import('./LoadedFilterSelect.tsx');

/**
 * A filter or setting of a list or report: one of a few options. Until the user reaches for
 * it (see `useLoadOnReach`), a stand-in drawn and named like the select's button shows the chosen
 * option, so a list paints without the select's code; it opens once loaded if it was pressed.
 */
export function FilterSelect<K extends string>(props: FilterSelectProps<K>) {
  const t = useMessage();
  const { loaded, standInProps, autoFocus, openOnMount } = useLoadOnReach(loadSelect);
  const labelId = useId();
  const valueId = useId();
  if (loaded) return <loaded.LoadedFilterSelect {...props} autoFocus={autoFocus} openOnMount={openOnMount} />;
  const chosen = props.options.find((option) => option.id === props.selectedKey);
  return (
    <div className={fieldStyles.field} onPointerEnter={standInProps.onHoverStart}>
      <span id={labelId} className={fieldStyles.label}>
        {props.label}
      </span>
      <Button
        className={styles.trigger}
        aria-labelledby={`${valueId} ${labelId}`}
        aria-haspopup="listbox"
        aria-expanded={false}
        {...standInProps}
      >
        <span id={valueId} className={styles.value} data-placeholder={chosen ? undefined : true}>
          {chosen ? chosen.label : t('select.placeholder')}
        </span>
        <span aria-hidden="true">▾</span>
      </Button>
    </div>
  );
}
