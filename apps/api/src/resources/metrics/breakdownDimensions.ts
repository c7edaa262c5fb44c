import type { BreakdownDimension } from '@earshot/validators';
import { DAYPARTS, DEVICES } from '../../services/delivery/exposureDimensions.ts';

export { BREAKDOWN_DIMENSIONS, type BreakdownDimension } from '@earshot/validators';

/**
 * How a dimension reads in SQL over an exposure `x` and its campaign `c` (`key`, `label`), and where an
 * attributed conversion goes (`touchKey`, over the conversion event `e` too: its own UTC day for the
 * time dimensions, the exposure's value otherwise); `order` sorts the rows.
 */
type DimensionSql = {
  key: string;
  label: string;
  touchKey?: string;
  order: 'key' | 'daypart' | 'impressions';
};

const conversionDay = "(e.occurred_at AT TIME ZONE 'UTC')::date";

export const DIMENSION_SQL: Readonly<Record<BreakdownDimension, DimensionSql>> = {
  day: {
    key: "to_char(x.day, 'YYYY-MM-DD')",
    label: 'NULL',
    touchKey: `to_char(${conversionDay}, 'YYYY-MM-DD')`,
    order: 'key',
  },
  week: {
    key: "to_char(date_trunc('week', x.day)::date, 'YYYY-MM-DD')",
    label: 'NULL',
    touchKey: `to_char(date_trunc('week', ${conversionDay})::date, 'YYYY-MM-DD')`,
    order: 'key',
  },
  campaign: { key: 'x.campaign_id::text', label: 'c.name', order: 'impressions' },
  show: { key: 'x.item_id', label: 'x.item_name', order: 'impressions' },
  publisher: { key: 'x.publisher', label: 'x.publisher', order: 'impressions' },
  country: { key: 'x.country', label: 'NULL', order: 'impressions' },
  region: { key: "coalesce(x.region, 'unknown')", label: 'NULL', order: 'impressions' },
  device: { key: 'x.device', label: 'NULL', order: 'impressions' },
  creative: { key: "coalesce(x.creative_id::text, 'none')", label: 'x.creative_name', order: 'impressions' },
  daypart: { key: 'x.daypart', label: 'NULL', order: 'daypart' },
};

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/**
 * A row's human name: the stored name of a campaign, show, publisher or creative; the English name of a
 * country; the ISO 3166-2 code of a region; the name of a device or daypart; the date of a day or of a
 * week's Monday.
 */
export function dimensionLabel(dimension: BreakdownDimension, key: string, stored: string | null): string {
  switch (dimension) {
    case 'country':
      return countryNames.of(key) ?? key;
    case 'region':
      return key === 'unknown' ? 'Unknown region' : key;
    case 'device':
      return DEVICES.find((device) => device.id === key)?.name ?? key;
    case 'daypart':
      return DAYPARTS.find((daypart) => daypart.id === key)?.name ?? key;
    case 'creative':
      return key === 'none' ? 'No creative' : (stored ?? key);
    default:
      return stored ?? key;
  }
}

/** The position of a daypart in the day, for sorting. */
export const daypartIndex = (key: string): number => DAYPARTS.findIndex((daypart) => daypart.id === key);
