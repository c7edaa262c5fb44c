import { forecastCampaignQuery } from '@earshot/sdk-core';
import { queryHook } from '../queryHook.ts';

/**
 * POST /companies/{id}/forecast (forecastCampaign), read as a query: what the plan would deliver, cached by
 * the plan's content; a request whose plan changed is cancelled. Waits, disabled, until advertiserId and
 * the plan are given.
 */
export const useCampaignForecast = queryHook(forecastCampaignQuery);
