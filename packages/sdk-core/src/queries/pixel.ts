import { ADVERTISER_REQUIRED, defineQuery, type PlatformClient, required, unwrap } from './core.ts';
import { earshotKeys } from './keys.ts';

/**
 * GET /companies/{id}/pixel (getPixel): the tag snippet to paste on the advertiser's site, the
 * addresses it calls, and whether an event from the site arrived (onboarding's pixel verification).
 */
export function getPixelQuery(client: PlatformClient, advertiserId: string | null | undefined) {
  const id = required(advertiserId, ADVERTISER_REQUIRED);
  return defineQuery(earshotKeys.pixel(id), (signal) =>
    unwrap(client.GET('/companies/{id}/pixel', { params: { path: { id } }, signal })),
  );
}
