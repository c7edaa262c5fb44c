import type { Database } from '../../db/database.ts';
import type { MailSettings } from '../../services/mail/sendMail.ts';
import { nextSlot } from './reportSchedule.ts';
import { runReport } from './runReport.ts';
import { dueReports, moveNextRun } from './scheduledReportsRepository.ts';

/** Reports sent by one run of the scheduled jobs at most; the rest wait for the next run. */
const REPORTS_PER_JOB_RUN = 50;

/**
 * Sends every report that is not paused and whose slot has come (at most {@link REPORTS_PER_JOB_RUN}),
 * and moves each to its next slot after `now`, sent or failed: a failed report is tried again at its
 * next slot, not at every job run. Returns how many reports ran.
 */
export async function runDueReports(db: Database, mail: MailSettings, now: Date): Promise<number> {
  const due = await dueReports(db, now, REPORTS_PER_JOB_RUN);
  for (const report of due) {
    await runReport(db, mail, report, now);
    await moveNextRun(db, report.id, nextSlot(report.schedule, now));
  }
  return due.length;
}
