import { paramsQuery } from './operationFactories.ts';

/** GET /companies/{id}/reporting (listReports). */
export const listReportsQuery = paramsQuery('listReports', '/companies/{id}/reporting', 'reporting');

/** GET /companies/{id}/reporting/download?startDate&endDate (downloadReport): the report as CSV text. */
export const downloadReportQuery = paramsQuery(
  'downloadReport',
  '/companies/{id}/reporting/download',
  'reporting-download',
  { parseAs: 'text' },
);
