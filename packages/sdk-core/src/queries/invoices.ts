import { ADVERTISER_REQUIRED, defineQuery, type PlatformClient, required, unwrap } from './core.ts';
import { earshotKeys } from './keys.ts';
import { itemQuery, listQuery } from './operationFactories.ts';

const INVOICES = 'invoices';

/**
 * GET /companies/{id}/invoices (listInvoices): the advertiser's invoices, newest month first, the
 * current month's a draft. Roles 1, 2 and admins only: other roles get 403, which logs out, so gate
 * it with `canManageAccount`.
 */
export const listInvoicesQuery = listQuery('listInvoices', '/companies/{id}/invoices', INVOICES);

/** GET /companies/{id}/invoices/{invoiceId} (getInvoice): one invoice with its lines. */
export const getInvoiceQuery = itemQuery('getInvoice', '/companies/{id}/invoices/{invoiceId}', {
  resource: INVOICES,
  param: 'invoiceId',
  missing: 'Missing required parameter invoice id',
});

/**
 * GET /companies/{id}/invoices/{invoiceId}/pdf (downloadInvoicePdf): the invoice as a PDF `Blob`, for
 * a download the user asked for (`queryClient.fetchQuery`).
 */
export function downloadInvoicePdfQuery(
  client: PlatformClient,
  advertiserId: string | null | undefined,
  invoiceId: string | null | undefined,
) {
  const id = required(advertiserId, ADVERTISER_REQUIRED);
  const invoice = required(invoiceId, 'Missing required parameter invoice id');
  return defineQuery([...earshotKeys.detail(id, INVOICES, invoice), 'pdf'] as const, (signal) =>
    unwrap(
      client.GET('/companies/{id}/invoices/{invoiceId}/pdf', {
        params: { path: { id, invoiceId: invoice } },
        parseAs: 'blob',
        signal,
      }),
    ),
  );
}
