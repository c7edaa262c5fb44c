import type { QueryClient } from '@tanstack/query-core';
import type { PlatformClient } from '../client.ts';
import type { operations } from '../generated/api.d.ts';
import {
  ADVERTISER_REQUIRED,
  advertiserMutation,
  advertiserQuery,
  defineQuery,
  type PlatformMutationOptions,
  type PlatformQueryOptions,
  type QueryParams,
  required,
} from './core.ts';
import { earshotKeys } from './keys.ts';
import {
  type Answer,
  type Body,
  type Method,
  type OperationId,
  type PathOf,
  type PathParams,
  type ReadAs,
  request,
} from './operation.ts';

/** The key of a read of an advertiser's resource. */
type ListKey = ReturnType<typeof earshotKeys.list>;

/** The key of a read of one item. */
type ItemKey = ReturnType<typeof earshotKeys.detail>;

/** The factory's last parameter: the operation's query string, optional unless a field is required. */
type ParamsArgs<Id extends OperationId> =
  object extends QueryParams<Id> ? [params?: QueryParams<Id>] : [params: QueryParams<Id>];

/** A read of one advertiser's resource, keyed `earshotKeys.list(advertiserId, resource, {})`. */
export function listQuery<Id extends OperationId>(
  _operationId: Id,
  path: PathOf<Id, 'get'>,
  resource: string,
): (
  client: PlatformClient,
  advertiserId: string | null | undefined,
) => PlatformQueryOptions<Answer<Id>, ListKey> {
  return (client, advertiserId) =>
    advertiserQuery(advertiserId, resource, {}, (id, signal) =>
      request<Answer<Id>>(client, 'get', path, { advertiserId: id }, { signal }),
    );
}

/**
 * A read of one advertiser's resource with the operation's query string as last parameter, keyed
 * `earshotKeys.list(advertiserId, resource, params)`; `readAs` reads a CSV answer as text.
 */
export function paramsQuery<Id extends OperationId, Init extends ReadAs = object>(
  _operationId: Id,
  path: PathOf<Id, 'get'>,
  resource: string,
  readAs?: Init,
): (
  client: PlatformClient,
  advertiserId: string | null | undefined,
  ...args: ParamsArgs<Id>
) => PlatformQueryOptions<Answer<Id, Init>, ListKey> {
  return (client, advertiserId, ...args) => {
    const [params = {}] = args as [object?];
    return advertiserQuery(advertiserId, resource, params, (id, signal) =>
      request<Answer<Id, Init>>(
        client,
        'get',
        path,
        { advertiserId: id },
        { ...readAs, query: params, signal },
      ),
    );
  };
}

/** What names the item of an item read. */
interface ItemRead<Id extends OperationId, Param> {
  /** The resource the key sits under. */
  resource: string;
  /** The path parameter naming the item. */
  param: Param;
  /** The error thrown, before any request, when the item is missing (spec §8). */
  missing: string;
  /** A fixed query string, e.g. a page size. */
  query?: QueryParams<Id>;
}

/** A read of one item of an advertiser's resource, keyed `earshotKeys.detail(advertiserId, resource, itemId)`. */
export function itemQuery<Id extends OperationId, Param extends keyof PathParams<Id> & string>(
  _operationId: Id,
  path: PathOf<Id, 'get'>,
  { resource, param, missing, query }: ItemRead<Id, Param>,
): (
  client: PlatformClient,
  advertiserId: string | null | undefined,
  itemId: PathParams<Id>[Param] | null | undefined,
) => PlatformQueryOptions<Answer<Id>, ItemKey> {
  return (client, advertiserId, itemId) => {
    const id = required(advertiserId, ADVERTISER_REQUIRED);
    const item = String(required(itemId, missing));
    return defineQuery(earshotKeys.detail(id, resource, item), (signal) =>
      request<Answer<Id>>(client, 'get', path, { advertiserId: id, item: [param, item] }, { query, signal }),
    );
  };
}

/** The body a write takes: none, optional or required, as the contract says. */
type BodyVariables<Id extends OperationId> = [Body<Id>] extends [never]
  ? unknown
  : undefined extends operations[Id]['requestBody']
    ? { body?: Body<Id> }
    : { body: Body<Id> };

/** Spells an intersection out as one object type, as the factories' users read it. */
type Flatten<T> = { [K in keyof T]: T[K] };

/** The variables of a write: the advertiser, the item named by `Variable`, and the body. */
type WriteVariables<Id extends OperationId, Variable extends string> = Flatten<
  { advertiserId: string } & Record<Variable, string> & BodyVariables<Id>
>;

/** What a write changes and which item it names. */
interface Write<Variable extends string> {
  /** The advertiser's resources the write changes, invalidated once it succeeded. */
  invalidates: readonly string[];
  /** The item written: the variable carrying it, its path parameter when named otherwise, and the error when it is missing. */
  item?: { variable: Variable; param?: string; missing: string };
}

/** A write to an advertiser's resources, keyed `['earshot', operationId]`. */
export function writeMutation<
  Id extends OperationId,
  M extends Exclude<Method, 'get'>,
  Variable extends string = never,
>(
  operationId: Id,
  method: M,
  path: PathOf<Id, M>,
  { invalidates, item }: Write<Variable>,
): (
  client: PlatformClient,
  queryClient: QueryClient,
) => PlatformMutationOptions<Answer<Id>, WriteVariables<Id, Variable>> {
  return (client, queryClient) =>
    advertiserMutation(
      queryClient,
      operationId,
      invalidates,
      (variables: WriteVariables<Id, Variable>, advertiserId) => {
        const { body, ...named } = variables as { body?: unknown } & Record<string, string>;
        const itemId =
          item && ([item.param ?? item.variable, required(named[item.variable], item.missing)] as const);
        return request<Answer<Id>>(
          client,
          method,
          path,
          { advertiserId, item: itemId },
          // The contract's deletes take no body, whatever the variables carry.
          body === undefined || method === 'delete' ? {} : { body },
        );
      },
    );
}
