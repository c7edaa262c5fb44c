import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** `Intl` number options as react-intl takes them: `useGrouping` without the strings 'true' and 'false'. */
type NumberOptions = Omit<Intl.NumberFormatOptions, 'useGrouping'> & {
  useGrouping?: Exclude<Intl.NumberFormatOptions['useGrouping'], 'true' | 'false'>;
};

/**
 * Formatters of the provider's locale. Their options are the standard `Intl` ones, not react-intl's
 * types: react-intl is published as ES modules only, so CommonJS declarations cannot import from it.
 */
export interface Formatters {
  /** A date, e.g. 'Mar 4, 2026' in en, '04.03.2026' in de. */
  date: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) => string;
  /** A number with the locale's grouping and decimal marks. */
  number: (value: number, options?: NumberOptions) => string;
  /** An amount of money, e.g. currency(1234.5, 'USD') → '$1,234.50' in en, '1.234,50 $' in de. */
  currency: (value: number, currency: string) => string;
  /** A ratio as a percentage: percent(0.25) → '25%'. */
  percent: (value: number, maximumFractionDigits?: number) => string;
}

/** Returns date, number, currency and percent formatters of the provider's locale. */
export function useFormatters(): Formatters {
  const intl = useIntl();
  return useMemo(
    () => ({
      date: (value, options = { dateStyle: 'medium' }) =>
        intl.formatDate(typeof value === 'string' ? new Date(value) : value, options),
      number: (value, options) => intl.formatNumber(value, options),
      currency: (value, currency) => intl.formatNumber(value, { style: 'currency', currency }),
      percent: (value, maximumFractionDigits = 1) =>
        intl.formatNumber(value, { style: 'percent', maximumFractionDigits }),
    }),
    [intl],
  );
}
