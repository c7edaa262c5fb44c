import type { StyleRule } from '@vanilla-extract/css';

/**
 * A grid of as many columns at least `minColumn` wide as fit, one column on narrow screens:
 * `auto-fit` stretches the columns over the row, `auto-fill` keeps room for columns still to come.
 */
export function columnGrid(
  minColumn: string,
  gap: string,
  repeat: 'auto-fit' | 'auto-fill' = 'auto-fit',
): StyleRule {
  return { display: 'grid', gridTemplateColumns: `repeat(${repeat}, minmax(${minColumn}, 1fr))`, gap };
}
