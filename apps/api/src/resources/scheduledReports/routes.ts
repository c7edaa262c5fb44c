import { createScheduledReportBodySchema, updateScheduledReportBodySchema } from '@earshot/validators';
import { Hono } from 'hono';
import { pathAdvertiser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { readJson } from '../../http/validate.ts';
import { uuidParam } from '../shared/advertiserRoutes.ts';
import { nextSlot } from './reportSchedule.ts';
import { runReport } from './runReport.ts';
import { toScheduledReport, toScheduledReportRun } from './scheduledReportRow.ts';
import { listRuns, scheduledReports } from './scheduledReportsRepository.ts';

const notFound = () => new HttpError(404, 'Scheduled report not found', { code: 'not_found' });
const reportId = uuidParam('reportId', 'reportId');

/**
 * Scheduled reports: list (readers), create, update, delete and send now (roles 1, 2 and admins, as
 * for the advertiser's other account settings), and the history of runs (readers).
 */
export function scheduledReportsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/companies/:id/scheduled-reports', async (c) => {
    const access = await pathAdvertiser(c, 'read');
    const rows = await scheduledReports.list(c.get('db'), access.advertiserUuid);
    return c.json({ reports: rows.map(toScheduledReport) });
  });

  app.post('/companies/:id/scheduled-reports', async (c) => {
    const access = await pathAdvertiser(c, 'manage');
    const body = await readJson(c, createScheduledReportBodySchema);
    const now = c.get('now')();
    const row = await scheduledReports.insert(
      c.get('db'),
      access.advertiserUuid,
      {
        name: body.name,
        breakdown: body.breakdown,
        format: body.format,
        schedule: body.schedule,
        recipients: body.recipients,
        paused: body.paused ?? false,
        next_run_at: nextSlot(body.schedule, now),
      },
      now,
    );
    return c.json(toScheduledReport(row), 201);
  });

  app.patch('/companies/:id/scheduled-reports/:reportId', async (c) => {
    const access = await pathAdvertiser(c, 'manage');
    const id = reportId(c);
    const body = await readJson(c, updateScheduledReportBodySchema);
    const db = c.get('db');
    const now = c.get('now')();
    const existing = await scheduledReports.find(db, access.advertiserUuid, id);
    if (!existing) throw notFound();
    const schedule = body.schedule ?? existing.schedule;
    // A new schedule starts from now; so does a resumed report whose slot passed while it was paused.
    const resumedLate = body.paused === false && new Date(existing.next_run_at) <= now;
    const moved = (body.schedule !== undefined && body.schedule !== existing.schedule) || resumedLate;
    const row = await scheduledReports.update(
      db,
      access.advertiserUuid,
      id,
      { ...body, ...(moved ? { next_run_at: nextSlot(schedule, now) } : {}) },
      now,
    );
    if (!row) throw notFound();
    return c.json(toScheduledReport(row));
  });

  app.delete('/companies/:id/scheduled-reports/:reportId', async (c) => {
    const access = await pathAdvertiser(c, 'manage');
    if (!(await scheduledReports.remove(c.get('db'), access.advertiserUuid, reportId(c)))) throw notFound();
    return c.body(null, 204);
  });

  app.post('/companies/:id/scheduled-reports/:reportId/run', async (c) => {
    const access = await pathAdvertiser(c, 'manage');
    const db = c.get('db');
    const report = await scheduledReports.find(db, access.advertiserUuid, reportId(c));
    if (!report) throw notFound();
    const run = await runReport(db, c.get('config'), report, c.get('now')());
    return c.json(toScheduledReportRun(run));
  });

  app.get('/companies/:id/scheduled-reports/:reportId/runs', async (c) => {
    const access = await pathAdvertiser(c, 'read');
    const db = c.get('db');
    const report = await scheduledReports.find(db, access.advertiserUuid, reportId(c));
    if (!report) throw notFound();
    return c.json({ runs: (await listRuns(db, report.id)).map(toScheduledReportRun) });
  });

  return app;
}
