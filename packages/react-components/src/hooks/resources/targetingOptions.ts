import { listTargetingOptionsQuery } from '@earshot/sdk-core';
import { queryHook } from '../queryHook.ts';

/** GET /companies/{id}/targeting-options (listTargetingOptions): the countries, languages, players, placements and data partners a campaign's targeting can choose from. Waits, disabled, until advertiserId is given. */
export const useTargetingOptions = queryHook(listTargetingOptionsQuery);
