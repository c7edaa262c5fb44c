import type { components } from '@earshot/sdk-core';
import { Hono } from 'hono';
import { pathAdvertiser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import {
  DATA_PARTNERS,
  LANGUAGES,
  PLACEMENTS,
  PLAYERS,
  targetingCountries,
} from '../../services/targeting/targetingOptions.ts';

/** The answer of `listTargetingOptions`. */
type TargetingOptions = components['schemas']['TargetingOptions'];

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/**
 * What the targeting options answer: the same for every advertiser, so built once. Players and data
 * partners by name; placements in the order of an ad break.
 */
function targetingOptions(): TargetingOptions {
  return {
    countries: targetingCountries().map((code) => ({ code })),
    languages: LANGUAGES.map(({ code }) => ({ code })),
    players: PLAYERS.map(({ id, name }) => ({ id, name })).sort(byName),
    placements: PLACEMENTS.map(({ id, name }) => ({ id, name })),
    data_partners: DATA_PARTNERS.map(({ id, name }) => ({ id, name })).sort(byName),
  };
}

/** Routes of `GET /companies/{id}/targeting-options` (listTargetingOptions), for roles that read campaigns. */
export function targetingOptionsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  let options: TargetingOptions | undefined;

  app.get('/companies/:id/targeting-options', async (c) => {
    await pathAdvertiser(c, 'read');
    options ??= targetingOptions();
    return c.json(options);
  });

  return app;
}
