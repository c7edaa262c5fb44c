import { defineQuery, type PlatformClient, type QueryParams, unwrap } from './core.ts';
import { earshotKeys } from './keys.ts';

/** GET /search?index=liveramp&q&page (searchSegments): data-partner segments. */
export function searchSegmentsQuery(client: PlatformClient, params: QueryParams<'searchSegments'>) {
  return defineQuery([...earshotKeys.global('segment-search'), params] as const, (signal) =>
    unwrap(client.GET('/search', { params: { query: params }, signal })),
  );
}
