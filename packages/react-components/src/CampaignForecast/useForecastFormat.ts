import { useMemo } from 'react';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';

/** The figures of a forecast as the panel writes them. */
export interface ForecastFormat {
  /** A count in the locale's short form: 48000 → '48K'. */
  count: (value: number) => string;
  /** An amount in US dollars: '$19.50'. */
  money: (value: number) => string;
  /** An amount in whole US dollars, for axes and budgets: '$5,000'. */
  budget: (value: number) => string;
  /** A range of two already formatted ends: '61K–78K'. */
  range: (low: string, high: string) => string;
}

/** Formats a forecast's figures in the provider's locale. */
export function useForecastFormat(): ForecastFormat {
  const t = useCampaignMessage();
  const { number, currency } = useFormatters();
  return useMemo(
    () => ({
      count: (value) => number(value, { notation: 'compact' }),
      money: (value) => currency(value, 'USD'),
      budget: (value) =>
        number(value, {
          style: 'currency',
          currency: 'USD',
          maximumFractionDigits: 0,
          minimumFractionDigits: 0,
        }),
      range: (low, high) => (low === high ? low : t('campaigns.forecast.range', { low, high })),
    }),
    [t, number, currency],
  );
}
