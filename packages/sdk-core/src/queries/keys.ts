/**
 * Query keys. Everything of one advertiser sits under `['earshot', advertiserId]`, so switching
 * advertiser never mixes data, and a resource can be invalidated as a whole.
 */
export const earshotKeys = {
  /** Every query of the SDK. */
  all: ['earshot'] as const,
  /** Queries about the logged-in user and other data that belongs to no advertiser. */
  user: () => ['earshot', 'user'] as const,
  /** Reference data shared by every user (roles, billing types). */
  global: (resource: string) => ['earshot', 'global', resource] as const,
  /** Everything of one advertiser. */
  advertiser: (advertiserId: string) => ['earshot', advertiserId] as const,
  /** One resource of an advertiser, e.g. its campaigns. */
  resource: (advertiserId: string, resource: string) => ['earshot', advertiserId, resource] as const,
  /** A list of a resource with its parameters. */
  list: (advertiserId: string, resource: string, params: object = {}) =>
    ['earshot', advertiserId, resource, 'list', params] as const,
  /** One item of a resource. */
  detail: (advertiserId: string, resource: string, id: string | number) =>
    ['earshot', advertiserId, resource, 'detail', id] as const,
  /** The pixel of an advertiser: its snippet and verification. */
  pixel: (advertiserId: string) => ['earshot', advertiserId, 'pixel'] as const,
};
