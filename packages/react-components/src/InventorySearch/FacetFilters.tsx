import type { InventorySearchResult, RangeFilterField } from '@earshot/sdk-core';
import { RANGE_SEARCH_FILTERS } from '@earshot/validators';
import { useInventoryMessage } from '../i18n/inventory/useInventoryMessage.ts';
import { NumberField } from '../NumberField/NumberField.tsx';
import { FacetGroup } from './FacetGroup.tsx';
import * as styles from './InventorySearch.css.ts';
import { useFacetValueLabel } from './useFacetValueLabel.ts';

/** Fields whose values are counted and offered as filters; open and dealid stay hidden (spec §9). */
export const FACET_FIELDS = ['genres', 'exchange', 'supply'] as const;

/** A facet field offered as a filter. */
export type FacetField = (typeof FACET_FIELDS)[number];

/** Numeric bounds per range field. */
export type Ranges = Partial<Record<RangeFilterField, { min?: number; max?: number }>>;

/** Props of {@link FacetFilters}. */
export interface FacetFiltersProps {
  facetCounts: InventorySearchResult['facet_counts'];
  filters: Partial<Record<FacetField, string[]>>;
  ranges: Ranges;
  onFiltersChange: (filters: Partial<Record<FacetField, string[]>>) => void;
  onRangesChange: (ranges: Ranges) => void;
}

/**
 * The facets of the results with their counts, as checkboxes named in the provider's locale, and the
 * episode_count and frequency ranges.
 */
export function FacetFilters({
  facetCounts,
  filters,
  ranges,
  onFiltersChange,
  onRangesChange,
}: FacetFiltersProps) {
  const t = useInventoryMessage();
  const valueLabel = useFacetValueLabel();
  const toggle = (field: FacetField, value: string, on: boolean) => {
    const current = filters[field] ?? [];
    onFiltersChange({ ...filters, [field]: on ? [...current, value] : current.filter((v) => v !== value) });
  };
  const setBound = (field: RangeFilterField, bound: 'min' | 'max', value: number) => {
    const next = { ...ranges[field] };
    if (Number.isNaN(value)) delete next[bound];
    else next[bound] = value;
    onRangesChange({ ...ranges, [field]: next });
  };
  return (
    <>
      {FACET_FIELDS.map((field) => {
        const counts = facetCounts.find((facet) => facet.field_name === field)?.counts ?? [];
        const selected = filters[field] ?? [];
        const values = [
          ...counts,
          ...selected
            .filter((value) => !counts.some((c) => c.value === value))
            .map((value) => ({ value, count: 0 })),
        ];
        if (values.length === 0) return null;
        return (
          <FacetGroup
            key={field}
            legend={t(`inventorySearch.facet.${field}`)}
            values={values}
            selected={selected}
            label={(value) => valueLabel(field, value)}
            onToggle={(value, on) => toggle(field, value, on)}
          />
        );
      })}
      {RANGE_SEARCH_FILTERS.map((field) => {
        const label = t(`inventorySearch.range.${field}`);
        return (
          <fieldset key={field} className={styles.fieldset}>
            <legend className={styles.legend}>{label}</legend>
            <NumberField
              label={t('inventorySearch.range.min', { field: label })}
              minValue={0}
              value={ranges[field]?.min ?? Number.NaN}
              onChange={(value) => setBound(field, 'min', value)}
            />
            <NumberField
              label={t('inventorySearch.range.max', { field: label })}
              minValue={0}
              value={ranges[field]?.max ?? Number.NaN}
              onChange={(value) => setBound(field, 'max', value)}
            />
          </fieldset>
        );
      })}
    </>
  );
}
