import type { InventoryItem } from '@earshot/sdk-core';
import { useInventoryMessage } from '../i18n/inventory/useInventoryMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import * as styles from './InventorySearch.css.ts';

/** Props of {@link InventoryFigures}. */
export interface InventoryFiguresProps {
  /** The item whose audience and price are shown. */
  item: Pick<InventoryItem, 'audience_size' | 'weekly_impressions' | 'cpm_floor'>;
  /**
   * Leaves out the weekly impressions, where room is short (a playlist's items).
   * @default false
   */
  brief?: boolean;
}

/** What an inventory item offers in a week: its listeners, its impressions and its lowest CPM (USD). */
export function InventoryFigures({ item, brief = false }: InventoryFiguresProps) {
  const t = useInventoryMessage();
  const format = useFormatters();
  const count = (value: number) => format.number(value, { notation: 'compact' });
  const figures = [
    t('inventorySearch.listeners', { count: count(item.audience_size) }),
    brief ? null : t('inventorySearch.impressions', { count: count(item.weekly_impressions) }),
    t('inventorySearch.cpmFloor', { price: format.currency(item.cpm_floor, 'USD') }),
  ].filter((figure) => figure !== null);
  return (
    <p className={styles.figures}>
      {figures.map((figure) => (
        <span key={figure} className={styles.figure}>
          {figure}
        </span>
      ))}
    </p>
  );
}
