import type { components } from '@earshot/sdk-core';

/** The signed-in user (contract schema User). */
export type User = components['schemas']['User'];

/** An advertiser as the app keeps it: the contract's, plus the client-side temporary admin access flag. */
export type Advertiser = components['schemas']['Advertiser'] & { tmp_admin_access?: boolean };
