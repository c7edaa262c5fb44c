import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { useInventoryMessage } from '../i18n/inventory/useInventoryMessage.ts';
import * as styles from './InventorySearch.css.ts';

/** How many values of a facet show before "Show all". */
export const FACET_PREVIEW = 8;

/** Props of {@link FacetGroup}. */
export interface FacetGroupProps {
  legend: string;
  /** The values with their counts, most results first. */
  values: readonly { value: string; count: number }[];
  selected: readonly string[];
  /** The value's name in the provider's locale. */
  label: (value: string) => string;
  onToggle: (value: string, on: boolean) => void;
}

/**
 * One facet's values as checkboxes: the first {@link FACET_PREVIEW} and every chosen one, the rest
 * behind "Show all {count}", so a facet of fifty values does not push the others out of sight.
 */
export function FacetGroup({ legend, values, selected, label, onToggle }: FacetGroupProps) {
  const t = useInventoryMessage();
  const [expanded, setExpanded] = useState(false);
  const collapsible = values.length > FACET_PREVIEW;
  const shown =
    expanded || !collapsible
      ? values
      : values.filter((entry, index) => index < FACET_PREVIEW || selected.includes(entry.value));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {shown.map(({ value, count }) => (
        <Checkbox
          key={value}
          value={value}
          isSelected={selected.includes(value)}
          onChange={(on) => onToggle(value, on)}
        >
          {t('inventorySearch.facetValue', { value: label(value), count })}
        </Checkbox>
      ))}
      {collapsible ? (
        <Button
          variant="quiet"
          size="small"
          className={styles.facetToggle}
          aria-expanded={expanded}
          onPress={() => setExpanded(!expanded)}
        >
          {expanded
            ? t('inventorySearch.facet.showFewer')
            : t('inventorySearch.facet.showAll', { count: values.length })}
        </Button>
      ) : null}
    </fieldset>
  );
}
