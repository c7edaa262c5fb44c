import {
  createInventorySearchClient,
  type InventorySearchClient,
  type InventorySearchClientOptions,
} from '@earshot/sdk-core';

/** The vector field of every inventory collection. */
const VECTOR_FIELD = 'embedding';

/**
 * A search client ranking inventory by vector similarity to one item ("more like this"). Each
 * request carries Typesense's `vector_query=embedding:([], id: …)`: the service orders hits by
 * `vector_distance` to that item's embedding and leaves the item out, within the same default
 * filters (open inventory in the advertiser's deals) as any other search.
 */
export function createSimilarInventorySearchClient(
  options: InventorySearchClientOptions,
  itemId: string,
): InventorySearchClient {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  return createInventorySearchClient({
    ...options,
    fetch: (request) => {
      const url = new URL(request.url);
      url.searchParams.set('vector_query', `${VECTOR_FIELD}:([], id: ${itemId})`);
      return send(new Request(url, request));
    },
  });
}
