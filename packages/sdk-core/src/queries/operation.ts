import type { FetchResponse } from 'openapi-fetch';
import type { PlatformClient } from '../client.ts';
import type { operations, paths } from '../generated/api.d.ts';
import { unwrap } from './core.ts';

/** An operationId of the contract, e.g. `'listCampaigns'`. */
export type OperationId = keyof operations;

/** An HTTP method of the contract, spelled as `paths` spells it. */
export type Method = 'get' | 'post' | 'patch' | 'delete';

/** The paths whose method `M` is operation `Id`: a row naming another operation's path does not compile. */
export type PathOf<Id extends OperationId, M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, operations[Id]> ? P : never;
}[keyof paths];

/** How an answer is read; only CSV downloads differ from JSON. */
export interface ReadAs {
  parseAs?: 'text';
}

/** What operation `Id` answers on success, read as `Init` says (openapi-fetch's own typing). */
export type Answer<Id extends OperationId, Init extends ReadAs = object> =
  FetchResponse<operations[Id], Init, `${string}/${string}`> extends infer Result
    ? Result extends { data: infer Data; error?: never }
      ? Data
      : never
    : never;

/** The path parameters of operation `Id`. */
export type PathParams<Id extends OperationId> = NonNullable<operations[Id]['parameters']['path']>;

/** The JSON content of a request body; never for an operation without one. */
type Json<RequestBody> = RequestBody extends { content: { 'application/json': infer Content } }
  ? Content
  : never;

/** The JSON body of operation `Id`. */
export type Body<Id extends OperationId> = Json<NonNullable<operations[Id]['requestBody']>>;

/** What a request sends beside its path parameters. */
interface RequestOptions extends ReadAs {
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
}

/** `client.request` without openapi-fetch's per-path typing, which needs a literal path. */
type Send = (
  method: Method,
  path: string,
  init: object,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** The advertiser's path parameter: the one right after `/companies/`, named `id`, `agencyId` or `teamId`. */
const ADVERTISER_PARAM = /^\/companies\/\{(\w+)\}/;

/**
 * Calls `method path` with the advertiser (when the path is under `/companies/{…}`) and the item
 * filled in, and unwraps the answer as `TData`. openapi-fetch sees a plain string path here, so the
 * answer's type comes from the table row, whose path is checked against its operationId.
 */
export function request<TData>(
  client: PlatformClient,
  method: Method,
  path: string,
  ids: { advertiserId: string; item?: readonly [param: string, value: string] | undefined },
  { query, ...init }: RequestOptions,
): Promise<TData> {
  const advertiserParam = ADVERTISER_PARAM.exec(path)?.[1];
  const pathParams = {
    ...(advertiserParam ? { [advertiserParam]: ids.advertiserId } : {}),
    ...(ids.item ? { [ids.item[0]]: ids.item[1] } : {}),
  };
  const send = client.request as unknown as Send;
  const call = send(method, path, { ...init, params: { path: pathParams, ...(query ? { query } : {}) } });
  return unwrap(call) as Promise<TData>;
}
