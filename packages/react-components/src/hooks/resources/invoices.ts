import { listInvoicesQuery } from '@earshot/sdk-core';
import { queryHook } from '../queryHook.ts';

/** GET /companies/{id}/invoices (listInvoices), roles 1, 2 and admins only. Waits, disabled, until advertiserId is given. */
export const useInvoices = queryHook(listInvoicesQuery);
