import {
  createScheduledReportMutation,
  deleteScheduledReportMutation,
  listScheduledReportRunsQuery,
  listScheduledReportsQuery,
  runScheduledReportMutation,
  updateScheduledReportMutation,
} from '@earshot/sdk-core';
import { mutationHook } from '../mutationHook.ts';
import { queryHook } from '../queryHook.ts';

/** GET /companies/{id}/scheduled-reports (listScheduledReports). Waits, disabled, until advertiserId is given. */
export const useScheduledReports = queryHook(listScheduledReportsQuery);
/** GET /companies/{id}/scheduled-reports/{reportId}/runs (listScheduledReportRuns). Waits, disabled, until advertiserId and reportId are given. */
export const useScheduledReportRuns = queryHook<
  typeof listScheduledReportRunsQuery,
  [advertiserId: unknown, reportId: unknown]
>(listScheduledReportRunsQuery);
/** POST /companies/{id}/scheduled-reports (createScheduledReport). */
export const useCreateScheduledReport = mutationHook(createScheduledReportMutation);
/** PATCH /companies/{id}/scheduled-reports/{reportId} (updateScheduledReport): edit, pause or resume. */
export const useUpdateScheduledReport = mutationHook(updateScheduledReportMutation);
/** DELETE /companies/{id}/scheduled-reports/{reportId} (deleteScheduledReport). */
export const useDeleteScheduledReport = mutationHook(deleteScheduledReportMutation);
/** POST /companies/{id}/scheduled-reports/{reportId}/run (runScheduledReport): sends one now. */
export const useRunScheduledReport = mutationHook(runScheduledReportMutation);
