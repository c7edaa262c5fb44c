import { advertiserQuery, type PlatformClient, type QueryParams, unwrap } from './core.ts';

const RESOURCE = 'reporting';

/** GET /companies/{id}/reporting (listReports). */
export function listReportsQuery(
  client: PlatformClient,
  advertiserId: string | null | undefined,
  params: QueryParams<'listReports'> = {},
) {
  return advertiserQuery(advertiserId, RESOURCE, params, (id, signal) =>
    unwrap(client.GET('/companies/{id}/reporting', { params: { path: { id }, query: params }, signal })),
  );
}

/** GET /companies/{id}/reporting/download?startDate&endDate (downloadReport): the report as CSV text. */
export function downloadReportQuery(
  client: PlatformClient,
  advertiserId: string | null | undefined,
  params: QueryParams<'downloadReport'>,
) {
  return advertiserQuery(advertiserId, `${RESOURCE}-download`, params, (id, signal) =>
    unwrap(
      client.GET('/companies/{id}/reporting/download', {
        params: { path: { id }, query: params },
        parseAs: 'text',
        signal,
      }),
    ),
  );
}
