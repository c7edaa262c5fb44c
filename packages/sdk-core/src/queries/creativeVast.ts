import { platformBaseUrl } from '../client.ts';
import { ADVERTISER_REQUIRED, defineQuery, type PlatformClient, required, unwrap } from './core.ts';
import { earshotKeys } from './keys.ts';

const CREATIVE_REQUIRED = 'Missing required parameter creative id';

/**
 * The address of a creative's VAST 4.2 audio tag (getCreativeVast) on the API `client` calls, to
 * hand to an ad server or a player. With the creative's `vast_key` the address opens without a
 * session, as a tag must; without it, only with the caller's session. Throws 'advertiserId is
 * required' or 'Missing required parameter creative id' without them, before anything else.
 */
export function creativeVastUrl(
  client: PlatformClient,
  advertiserId: string | null | undefined,
  creativeId: string | null | undefined,
  vastKey?: string,
): string {
  const advertiser = encodeURIComponent(required(advertiserId, ADVERTISER_REQUIRED));
  const creative = encodeURIComponent(required(creativeId, CREATIVE_REQUIRED));
  const address = `${platformBaseUrl(client)}/companies/${advertiser}/creatives/${creative}/vast`;
  return vastKey ? `${address}?key=${encodeURIComponent(vastKey)}` : address;
}

/**
 * GET /companies/{id}/creatives/{creativeId}/vast (getCreativeVast): the creative's VAST document as
 * XML text. Keyed under the advertiser's creatives, so changing a creative fetches its tag anew.
 */
export function getCreativeVastQuery(
  client: PlatformClient,
  advertiserId: string | null | undefined,
  creativeId: string | null | undefined,
) {
  const id = required(advertiserId, ADVERTISER_REQUIRED);
  const creative = required(creativeId, CREATIVE_REQUIRED);
  return defineQuery([...earshotKeys.resource(id, 'creatives'), 'vast', creative] as const, (signal) =>
    unwrap(
      client.GET('/companies/{id}/creatives/{creativeId}/vast', {
        params: { path: { id, creativeId: creative } },
        parseAs: 'text',
        signal,
      }),
    ),
  );
}
