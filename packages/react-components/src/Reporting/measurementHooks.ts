import { getConversionLagQuery, getIncrementalityQuery, getMetricsBreakdownQuery } from '@earshot/sdk-core';
import { paramsQueryHook } from '../hooks/queryHook.ts';

/*
 * The measurement reads of the reporting screens. Each waits, disabled, until advertiserId is given.
 */

/** GET /companies/{id}/metrics/breakdown (getMetricsBreakdown): delivery and conversions by a dimension. */
export const useMetricsBreakdown = paramsQueryHook(getMetricsBreakdownQuery);
/** GET /companies/{id}/metrics/incrementality (getIncrementality): exposed against control, with the lift. */
export const useIncrementality = paramsQueryHook(getIncrementalityQuery);
/** GET /companies/{id}/metrics/conversion-lag (getConversionLag): conversions by days since first exposure. */
export const useConversionLag = paramsQueryHook(getConversionLagQuery);
