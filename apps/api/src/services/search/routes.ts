import { SEARCH_COLLECTIONS, type SearchCollection } from '@earshot/validators';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/appEnv.ts';
import { SearchError } from './searchError.ts';
import { runSearch } from './searchQuery.ts';
import { readSearchRequest } from './searchRequest.ts';
import { hasPgvector } from './vectorSupport.ts';

const COLLECTIONS: readonly string[] = SEARCH_COLLECTIONS.map((collection) => collection.value);

/**
 * The inventory search service (`openapi/search.yaml`), mounted at `/search`: Typesense's
 * documents search over the four inventory collections, authorised by `X-TYPESENSE-API-KEY`.
 * Errors answer Typesense's `{ message }` body.
 */
export function searchRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/collections/:collection/documents/search', async (c) => {
    const started = performance.now();
    try {
      if (c.req.header('x-typesense-api-key') !== c.get('config').searchApiKey) {
        throw new SearchError(401, 'Forbidden - a valid `x-typesense-api-key` header must be sent.');
      }
      const collection = c.req.param('collection');
      if (!COLLECTIONS.includes(collection)) throw new SearchError(404, 'Not found.');
      const request = readSearchRequest(new URL(c.req.url).searchParams);
      const db = c.get('db');
      const pgvector = await hasPgvector(db, c.get('log'));
      const result = await runSearch(db, collection as SearchCollection, request, pgvector);
      return c.json({ ...result, search_time_ms: Math.round(performance.now() - started) });
    } catch (error) {
      if (error instanceof SearchError) return c.json({ message: error.message }, error.status);
      throw error;
    }
  });

  return routes;
}
