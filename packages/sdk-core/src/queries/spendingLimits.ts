import { listQuery, writeMutation } from './operationFactories.ts';

/**
 * GET /companies/{id}/spending-limits (getSpendingLimits): the monthly limit and the campaigns'
 * monthly caps with this month's spend. Roles 1, 2 and admins only (see `listInvoicesQuery`).
 */
export const getSpendingLimitsQuery = listQuery(
  'getSpendingLimits',
  '/companies/{id}/spending-limits',
  'spending-limits',
);

/**
 * PATCH /companies/{id}/spending-limits (updateSpendingLimits): a limit may stop or restart delivery,
 * so the campaigns, their delivery and the alerts are read again too.
 */
export const updateSpendingLimitsMutation = writeMutation(
  'updateSpendingLimits',
  'patch',
  '/companies/{id}/spending-limits',
  { invalidates: ['spending-limits', 'campaigns', 'campaign-delivery', 'alerts'] },
);
