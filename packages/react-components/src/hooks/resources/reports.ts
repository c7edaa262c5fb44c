import { downloadReportQuery, listReportsQuery } from '@earshot/sdk-core';
import { paramsQueryHook } from '../queryHook.ts';

/** GET /companies/{id}/reporting (listReports). Waits, disabled, until advertiserId is given. */
export const useReports = paramsQueryHook(listReportsQuery);
/** GET /companies/{id}/reporting/download?startDate&endDate (downloadReport): the report as CSV text. Waits, disabled, until advertiserId is given. */
export const useDownloadReport = paramsQueryHook(downloadReportQuery);
