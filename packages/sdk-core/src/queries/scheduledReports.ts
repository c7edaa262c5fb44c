import { itemQuery, listQuery, writeMutation } from './operationFactories.ts';

/*
 * Scheduled reports of one advertiser: the list (each report with its last run), the history of one
 * report's runs, and the writes. Keys sit under `['earshot', advertiserId]` like every advertiser read.
 */

const REPORT = { variable: 'reportId', missing: 'Missing required parameter scheduled report id' } as const;

/** GET /companies/{id}/scheduled-reports (listScheduledReports): answers `{ reports }`, newest first. */
export const listScheduledReportsQuery = listQuery(
  'listScheduledReports',
  '/companies/{id}/scheduled-reports',
  'scheduled-reports',
);

/** GET /companies/{id}/scheduled-reports/{reportId}/runs (listScheduledReportRuns): answers `{ runs }`, newest first. */
export const listScheduledReportRunsQuery = itemQuery(
  'listScheduledReportRuns',
  '/companies/{id}/scheduled-reports/{reportId}/runs',
  { resource: 'scheduled-report-runs', param: 'reportId', missing: REPORT.missing },
);

/** POST /companies/{id}/scheduled-reports (createScheduledReport); invalidates the reports. */
export const createScheduledReportMutation = writeMutation(
  'createScheduledReport',
  'post',
  '/companies/{id}/scheduled-reports',
  { invalidates: ['scheduled-reports'] },
);

/** PATCH /companies/{id}/scheduled-reports/{reportId} (updateScheduledReport): edit, pause or resume. */
export const updateScheduledReportMutation = writeMutation(
  'updateScheduledReport',
  'patch',
  '/companies/{id}/scheduled-reports/{reportId}',
  { invalidates: ['scheduled-reports'], item: REPORT },
);

/** DELETE /companies/{id}/scheduled-reports/{reportId} (deleteScheduledReport), with its history. */
export const deleteScheduledReportMutation = writeMutation(
  'deleteScheduledReport',
  'delete',
  '/companies/{id}/scheduled-reports/{reportId}',
  { invalidates: ['scheduled-reports', 'scheduled-report-runs'], item: REPORT },
);

/**
 * POST /companies/{id}/scheduled-reports/{reportId}/run (runScheduledReport): sends the report now and
 * answers the run (`sent`, or `failed` with its error); invalidates the reports and their histories.
 */
export const runScheduledReportMutation = writeMutation(
  'runScheduledReport',
  'post',
  '/companies/{id}/scheduled-reports/{reportId}/run',
  { invalidates: ['scheduled-reports', 'scheduled-report-runs'], item: REPORT },
);
