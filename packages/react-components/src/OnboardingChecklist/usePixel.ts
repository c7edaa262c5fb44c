import { ADVERTISER_REQUIRED, defineQuery, earshotKeys, type Schema, unwrap } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, usePlatformQuery } from '../hooks/usePlatformQuery.ts';

/** The pixel of an advertiser: the tag snippet to paste and whether an event from the site arrived. */
export type PixelSettings = Schema<'PixelSettings'>;

/** GET /companies/{id}/pixel (getPixel). Waits, disabled, until advertiserId is given. */
export function usePixel(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<PixelSettings>,
) {
  return usePlatformQuery((client) => {
    if (!advertiserId) throw new TypeError(ADVERTISER_REQUIRED);
    return defineQuery(earshotKeys.list(advertiserId, 'pixel'), (signal) =>
      unwrap(client.GET('/companies/{id}/pixel', { params: { path: { id: advertiserId } }, signal })),
    );
  }, options);
}
