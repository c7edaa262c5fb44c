import {
  createAdvertiserMutation,
  getAdvertiserAsAdminQuery,
  getAdvertiserQuery,
  listAdvertisersQuery,
  listBillingTypesQuery,
  updateAdvertiserMutation,
} from '@earshot/sdk-core';
import { mutationHook } from '../mutationHook.ts';
import { queryHook } from '../queryHook.ts';

/** GET /companies (listAdvertisers): the user's own advertisers. */
export const useAdvertisers = queryHook(listAdvertisersQuery);
/** GET /companies/{id} (getAdvertiser). Waits, disabled, until advertiserId is given. */
export const useAdvertiser = queryHook(getAdvertiserQuery);
/** GET /companies/{id} for an advertiser the admin is not a member of: the answer gets temporary admin access (role 1, `tmp_admin_access`), spec §4. Waits, disabled, until advertiserId is given. */
export const useAdvertiserAsAdmin = queryHook(getAdvertiserAsAdminQuery);
/** GET /companies/billing-types (listBillingTypes). */
export const useBillingTypes = queryHook(listBillingTypesQuery);
/** POST /companies (createAdvertiser): answers the advertiser and the `s3_data` for its logo. */
export const useCreateAdvertiser = mutationHook(createAdvertiserMutation);
/** PATCH /companies/{id} (updateAdvertiser); invalidates the list and the advertiser, including its temporary-admin-access query, so an advertiser opened by an admin is re-fetched (spec §4). */
export const useUpdateAdvertiser = mutationHook(updateAdvertiserMutation);
