import type { Database } from '../../db/database.ts';
import { simulateDelivery } from '../../services/delivery/simulateDelivery.ts';
import { type MailSettings, sendMail } from '../../services/mail/sendMail.ts';
import { metricsBreakdown } from '../metrics/breakdown.ts';
import { attributionSettings } from '../metrics/measurementQuery.ts';
import { reportFile } from './reportFile.ts';
import { periodRange } from './reportSchedule.ts';
import type { RunRow, ScheduledReportRow } from './scheduledReportRow.ts';
import { insertRun } from './scheduledReportsRepository.ts';

/** A report as a run reads it. */
type RunnableReport = Pick<
  ScheduledReportRow,
  'id' | 'advertiser_uuid' | 'name' | 'breakdown' | 'format' | 'recipients'
>;

/**
 * Sends a report once, at `now`: brings the advertiser's delivery up to date, breaks it down over the
 * report's period (the attribution defaults are the advertiser's settings at this moment), renders the
 * file and mails it to every recipient. Records the run, `failed` with the error when any step threw,
 * and returns it; never throws for a failed delivery.
 */
export async function runReport(
  db: Database,
  mail: MailSettings,
  report: RunnableReport,
  now: Date,
): Promise<RunRow> {
  const { breakdown } = report;
  const range = periodRange(breakdown.period, now);
  let filename: string | null = null;
  let rows: number | null = null;
  try {
    await db.transaction(async (tx) => {
      const settings = await attributionSettings(tx, report.advertiser_uuid);
      await simulateDelivery(tx, report.advertiser_uuid, now);
      const result = await metricsBreakdown(tx, report.advertiser_uuid, breakdown.dimension, {
        range,
        campaignIds: breakdown.campaign_ids?.length ? breakdown.campaign_ids : null,
        windowDays: breakdown.attribution_window_days ?? settings.windowDays,
        model: breakdown.attribution_model ?? settings.model,
      });
      rows = result.rows.length;
      const file = await reportFile(report, result, range);
      filename = file.filename;
      await sendMail(
        tx,
        mail,
        {
          to: report.recipients,
          subject: `${report.name}: ${range.startDate} to ${range.endDate}`,
          text: `Your scheduled Earshot report "${report.name}" for ${range.startDate} to ${range.endDate} is attached (${rows} rows by ${breakdown.dimension}).`,
          attachments: [file],
        },
        now,
      );
    });
    return await insertRun(db, report.id, {
      started_at: now,
      status: 'sent',
      recipients: report.recipients,
      filename,
      rows,
      error: null,
    });
  } catch (error) {
    return insertRun(db, report.id, {
      started_at: now,
      status: 'failed',
      recipients: report.recipients,
      filename,
      rows,
      error: (error as Error).message,
    });
  }
}
