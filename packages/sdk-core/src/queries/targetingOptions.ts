import { listQuery } from './operationFactories.ts';

/**
 * GET /companies/{id}/targeting-options (listTargetingOptions): the countries, languages, players,
 * placements and data partners a campaign's targeting can choose from.
 */
export const listTargetingOptionsQuery = listQuery(
  'listTargetingOptions',
  '/companies/{id}/targeting-options',
  'targeting-options',
);
