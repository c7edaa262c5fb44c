import type { Database } from '../db/database.ts';
import { sweepRateLimitWindows } from '../http/rateLimiter.ts';
import { runMonthEndBilling } from '../resources/invoices/invoiceBilling.ts';
import { runDueReports } from '../resources/scheduledReports/runDueReports.ts';
import { simulateAllDelivery } from '../services/delivery/simulateDelivery.ts';
import type { MailSettings } from '../services/mail/sendMail.ts';

// Any constant works; it only has to be the same for every instance on the database.
export const SCHEDULED_JOBS_LOCK_KEY = 724_002;

/** Rate-limit windows older than this are over (every limiter's window is shorter). */
const RATE_WINDOW_KEPT_MS = 60 * 60 * 1000;

/** What one run of the scheduled jobs did. */
export type ScheduledRun =
  | { ran: false }
  | {
      ran: true;
      advertisersSimulated: number;
      rateWindowsSwept: number;
      reportsRun: number;
      invoicesIssued: number;
    };

/**
 * Runs the periodic work once, on one instance at a time: the delivery simulator for every
 * advertiser's finished days, the sweep of rate-limit windows that are over, the scheduled
 * reports that are due (sent as `mail` says), and month-end billing (closed months' invoices issued
 * and charged to the default payment method). The run holds a PostgreSQL advisory lock for its
 * transaction; an instance that finds it taken does nothing, since another instance is doing the
 * same work.
 */
export function runScheduledJobs(db: Database, now: Date, mail: MailSettings): Promise<ScheduledRun> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
      SCHEDULED_JOBS_LOCK_KEY,
    ]);
    if (!rows[0]?.locked) return { ran: false };
    const advertisersSimulated = await simulateAllDelivery(tx, now);
    const rateWindowsSwept = await sweepRateLimitWindows(tx, new Date(now.getTime() - RATE_WINDOW_KEPT_MS));
    const reportsRun = await runDueReports(tx, mail, now);
    const invoicesIssued = await runMonthEndBilling(tx, now);
    return { ran: true, advertisersSimulated, rateWindowsSwept, reportsRun, invoicesIssued };
  });
}

/** Scheduled jobs running in this process. */
export type JobSchedule = {
  /** Stops scheduling and waits for a run in progress. */
  stop(): Promise<void>;
};

/**
 * Runs {@link runScheduledJobs} now and then every `intervalMs` after the previous run ended, so
 * runs never overlap within a process. A failed run is logged and the next one tries again.
 */
export function scheduleJobs(
  db: Database,
  options: { intervalMs: number; now: () => Date; log: (line: string) => void; mail: MailSettings },
): JobSchedule {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = runScheduledJobs(db, options.now(), options.mail).then(
      (run) => {
        if (run.ran && run.advertisersSimulated > 0) {
          options.log(`Scheduled jobs: simulated delivery for ${run.advertisersSimulated} advertiser(s)`);
        }
        if (run.ran && run.reportsRun > 0) options.log(`Scheduled jobs: ran ${run.reportsRun} report(s)`);
        if (run.ran && run.invoicesIssued > 0) {
          options.log(`Scheduled jobs: issued and charged ${run.invoicesIssued} invoice(s)`);
        }
      },
      (error: unknown) => options.log(`Scheduled jobs failed: ${(error as Error).message}`),
    );
    void running.then(() => {
      if (!stopped) timer = setTimeout(tick, options.intervalMs);
    });
  };
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
