import { getSpendingLimitsQuery, updateSpendingLimitsMutation } from '@earshot/sdk-core';
import { mutationHook } from '../mutationHook.ts';
import { queryHook } from '../queryHook.ts';

/** GET /companies/{id}/spending-limits (getSpendingLimits), roles 1, 2 and admins only. Waits, disabled, until advertiserId is given. */
export const useSpendingLimits = queryHook(getSpendingLimitsQuery);
/** PATCH /companies/{id}/spending-limits (updateSpendingLimits); refreshes the campaigns and alerts. */
export const useUpdateSpendingLimits = mutationHook(updateSpendingLimitsMutation);
