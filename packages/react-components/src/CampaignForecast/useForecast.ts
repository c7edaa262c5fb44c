import type { Schema } from '@earshot/sdk-core';
import type { ForecastCampaignBody } from '@earshot/validators';
import { useState } from 'react';
import { useCampaignForecast } from '../hooks/resources/forecast.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** A forecast as `forecastCampaign` answers it. */
export type Forecast = Schema<'CampaignForecast'>;

/** How long a plan must stay unchanged before it is forecast, in milliseconds. */
export const FORECAST_DEBOUNCE_MS = 300;

/** What a forecast panel shows. */
export interface ForecastView {
  /**
   * `empty`: the plan lacks a budget or dates; `loading`: the first forecast is on its way; `failed`:
   * the forecast of the current plan could not be loaded; `ready`: figures to show.
   */
  status: 'empty' | 'loading' | 'failed' | 'ready';
  /** The figures shown: the current plan's, or the previous plan's while the next load. */
  forecast: Forecast | null;
  /** The budget of the plan the figures are for, marked on the reach curve. */
  budget: number | null;
  /** The figures are the previous plan's while the current one's load. */
  updating: boolean;
  /** Loads the current plan's forecast again. */
  retry: () => void;
}

/**
 * Forecasts `plan` once it has stayed unchanged for {@link FORECAST_DEBOUNCE_MS}; a request whose
 * plan changed before it answered is cancelled (the query's AbortSignal). Until the next figures
 * arrive, the last ones stay, marked `updating`. A plan still being worked out is `undefined`: it shows
 * as loading, and nothing is requested for it.
 */
export function useForecast(
  advertiserId: string,
  plan: ForecastCampaignBody | null | undefined,
): ForecastView {
  const debounced = useDebouncedValue(plan, FORECAST_DEBOUNCE_MS);
  // The first plan worked out is forecast at once, as the first plan of a screen is.
  const settled = debounced === undefined ? (plan ?? null) : debounced;
  // The validators' input type reads ids as unknown (it checks them); the contract's body names them strings.
  const query = useCampaignForecast(advertiserId, settled as Schema<'ForecastInput'> | null, {
    staleTime: 5 * 60_000,
  });
  const [shown, setShown] = useState<{ forecast: Forecast; budget: number } | null>(null);
  // Keeps the figures with the budget they are for, so the curve marks the right point while the next load.
  if (query.data && settled && shown?.forecast !== query.data) {
    setShown({ forecast: query.data, budget: settled.budget });
  }
  const current = query.data !== undefined && JSON.stringify(plan) === JSON.stringify(settled);
  const status =
    plan === null ? 'empty' : query.isError && !query.isFetching ? 'failed' : shown ? 'ready' : 'loading';
  return {
    status,
    forecast: shown?.forecast ?? null,
    budget: shown?.budget ?? null,
    updating: status === 'ready' && !current,
    retry: () => void query.refetch(),
  };
}
