import { EMBEDDING_DIMENSIONS } from '../catalogue/embedding.ts';
import { SearchError } from './searchError.ts';

/** The vector field of every inventory collection. */
const VECTOR_FIELD = 'embedding';

/** A parsed `vector_query`: a query vector or the id of a document to find neighbours of. */
export type VectorQuery = {
  /** The query vector; empty when `id` names the document whose embedding to use. */
  vector: number[];
  /** Find documents like this one (it is left out of the results). */
  id?: string;
  /** Keep only the `k` nearest matching documents. */
  k?: number;
};

function bad(detail: string): never {
  throw new SearchError(400, `Malformed vector query string: ${detail}.`);
}

/**
 * Parses Typesense's `vector_query`, e.g. `embedding:([0.1, 0.2, …], k: 100)` or
 * `embedding:([], id: pod-000042)`, with a small scanner over the text.
 */
export function parseVectorQuery(text: string): VectorQuery {
  const colon = text.indexOf(':');
  const field = text.slice(0, colon).trim();
  if (colon < 0 || field !== VECTOR_FIELD) bad(`it must start with \`${VECTOR_FIELD}:(\``);
  const body = text.slice(colon + 1).trim();
  if (!body.startsWith('(') || !body.endsWith(')')) bad('the arguments must be in parentheses');
  const inner = body.slice(1, -1).trim();
  if (!inner.startsWith('[')) bad('the first argument must be a list of numbers in brackets');
  const close = inner.indexOf(']');
  if (close < 0) bad('the list of numbers is not closed with `]`');
  const listText = inner.slice(1, close).trim();
  const parts = listText === '' ? [] : listText.split(',').map((part) => part.trim());
  if (parts.some((part) => part === '' || !Number.isFinite(Number(part)))) {
    bad('the vector holds something that is not a number');
  }
  const vector = parts.map(Number);
  const query: VectorQuery = { vector };
  const rest = inner.slice(close + 1).trim();
  if (rest !== '') {
    if (!rest.startsWith(',')) bad('arguments must be separated by commas');
    for (const argument of rest.slice(1).split(',')) {
      const [key, ...valueParts] = argument.split(':');
      const name = key?.trim();
      const value = valueParts.join(':').trim();
      if (!name || valueParts.length === 0 || value === '')
        bad(`\`${argument.trim()}\` is not \`name: value\``);
      if (name === 'k') {
        const k = Number(value);
        if (!Number.isInteger(k) || k < 1) bad('`k` must be a whole number ≥ 1');
        query.k = k;
      } else if (name === 'id') {
        query.id = value;
      } else {
        bad(`unknown argument \`${name}\``);
      }
    }
  }
  if (query.id === undefined && vector.length !== EMBEDDING_DIMENSIONS) {
    bad(`the vector must have ${EMBEDDING_DIMENSIONS} numbers, got ${vector.length}`);
  }
  if (query.id !== undefined && vector.length > 0) bad('give either a vector or an `id`, not both');
  return query;
}
