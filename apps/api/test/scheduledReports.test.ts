import type { AddressInfo } from 'node:net';
import { readSheet } from 'read-excel-file/node';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScheduledJobs } from '../src/jobs/scheduledJobs.ts';
import { nextSlot, periodRange } from '../src/resources/scheduledReports/reportSchedule.ts';
import { callApi } from './client.ts';
import { demoAdvertisers, describeDatabases, startTestApi, type TestApi } from './harness.ts';
import { DEMO_ROLES, roleSessionsForSuite } from './roleSessions.ts';

const { onboarded } = demoAdvertisers;
const REPORTS = `/companies/${onboarded}/scheduled-reports`;
const METRICS = ['impressions', 'reach', 'listens', 'clicks', 'spend', 'conversions'];
const METRIC_COLUMNS = [
  ...METRICS,
  'pixel_conversions',
  'modeled_conversions',
  'conversion_value',
  'cpm',
  'cpa',
  'roas',
];

type Attachment = { filename: string; content_type: string; content_base64: string };
type Mail = { subject: string; link: string | null; token: string | null; attachments: Attachment[] };
type BreakdownRow = Record<string, string | number | null>;

/** A weekly CSV report by show of every metric, to `recipients`. */
const report = (recipients: string[], changes: object = {}) => ({
  name: 'Shows, last 30 days',
  breakdown: { dimension: 'show', period: 'last_30_days' },
  format: 'csv',
  schedule: 'weekly',
  recipients,
  ...changes,
});

/** Parses RFC 4180 CSV (quoted cells, doubled quotes, CRLF lines) into rows of cells. */
function parseCsv(text: string): string[][] {
  const cells = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n|$)/g;
  const rows: string[][] = [];
  let row: string[] = [];
  for (const [, raw = '', end] of text.matchAll(cells)) {
    if (end === '' && raw === '') break;
    row.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    if (end !== ',') {
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

const decode = (attachment: Attachment) => Buffer.from(attachment.content_base64, 'base64');

describe('the schedule of a report', () => {
  it('puts slots at 06:00 UTC: every day, every Monday, the 1st of every month', () => {
    const wednesday = new Date('2026-11-25T10:00:00Z');
    expect(nextSlot('daily', wednesday).toISOString()).toBe('2026-11-26T06:00:00.000Z');
    expect(nextSlot('weekly', wednesday).toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(nextSlot('monthly', wednesday).toISOString()).toBe('2026-12-01T06:00:00.000Z');
    expect(nextSlot('daily', new Date('2026-11-25T05:59:00Z')).toISOString()).toBe(
      '2026-11-25T06:00:00.000Z',
    );
  });

  it('advances a slot by a day, 7 days or a month', () => {
    expect(nextSlot('daily', new Date('2026-12-31T06:00:00Z')).toISOString()).toBe(
      '2027-01-01T06:00:00.000Z',
    );
    expect(nextSlot('weekly', new Date('2026-11-30T06:00:00Z')).toISOString()).toBe(
      '2026-12-07T06:00:00.000Z',
    );
    expect(nextSlot('monthly', new Date('2026-01-01T06:00:00Z')).toISOString()).toBe(
      '2026-02-01T06:00:00.000Z',
    );
    expect(nextSlot('monthly', new Date('2026-12-01T06:00:00Z')).toISOString()).toBe(
      '2027-01-01T06:00:00.000Z',
    );
  });

  it('covers the days of its period before the run', () => {
    const monday = new Date('2026-11-30T06:00:00Z');
    expect(periodRange('last_7_days', monday)).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
    expect(periodRange('last_30_days', monday)).toEqual({ startDate: '2026-10-31', endDate: '2026-11-29' });
    expect(periodRange('previous_week', monday)).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
    expect(periodRange('previous_week', new Date('2026-12-02T06:00:00Z'))).toEqual({
      startDate: '2026-11-23',
      endDate: '2026-11-29',
    });
    expect(periodRange('previous_month', new Date('2026-03-01T06:00:00Z'))).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
  });
});

describeDatabases('scheduled reports', (database) => {
  const sessions = roleSessionsForSuite(database, [...DEMO_ROLES, 'admin']);
  const { call } = sessions;
  const mailbox = async (email: string): Promise<Mail[]> =>
    (await call('anonymous', 'GET', `/sandbox/mailbox?email=${encodeURIComponent(email)}`)).body.messages;
  /** The breakdown a run at now reads: the report's dimension over the 30 days up to yesterday. */
  const breakdownOf = async (dimension: string): Promise<BreakdownRow[]> => {
    const { startDate, endDate } = periodRange('last_30_days', new Date());
    const answer = await call(
      'reporter',
      'GET',
      `/companies/${onboarded}/metrics/breakdown?dimension=${dimension}&start_date=${startDate}&end_date=${endDate}`,
    );
    expect(answer.status).toBe(200);
    return answer.body.rows;
  };

  it('creates, lists, updates and deletes a report', async () => {
    const created = await call('owner', 'POST', REPORTS, report(['team@acme.com']));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Shows, last 30 days',
      breakdown: { dimension: 'show', period: 'last_30_days' },
      format: 'csv',
      schedule: 'weekly',
      recipients: ['team@acme.com'],
      paused: false,
      last_run: null,
    });
    const slot = new Date(created.body.next_run_at);
    expect(slot.getUTCDay()).toBe(1);
    expect(slot.getUTCHours()).toBe(6);
    expect(slot.getTime()).toBeGreaterThan(Date.now());
    expect(slot.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);

    const listed = await call('reporter', 'GET', REPORTS);
    expect(listed.status).toBe(200);
    expect(listed.body.reports.map((r: { id: string }) => r.id)).toContain(created.body.id);

    const path = `${REPORTS}/${created.body.id}`;
    const updated = await call('editor', 'PATCH', path, {
      name: 'Monthly shows',
      schedule: 'monthly',
      recipients: ['a@acme.com', 'b@acme.com'],
      breakdown: { dimension: 'country', metrics: ['spend', 'impressions'], period: 'previous_month' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Monthly shows',
      schedule: 'monthly',
      recipients: ['a@acme.com', 'b@acme.com'],
      breakdown: { dimension: 'country', metrics: ['spend', 'impressions'], period: 'previous_month' },
    });
    expect(new Date(updated.body.next_run_at).getUTCDate()).toBe(1);
    const paused = await call('owner', 'PATCH', path, { paused: true });
    expect(paused.body).toMatchObject({ paused: true, next_run_at: updated.body.next_run_at });

    expect((await call('owner', 'DELETE', path)).status).toBe(204);
    expect((await call('owner', 'DELETE', path)).status).toBe(404);
    const after = await call('owner', 'GET', REPORTS);
    expect(after.body.reports.map((r: { id: string }) => r.id)).not.toContain(created.body.id);
  });

  it.each([
    ['no recipient', { recipients: [] }, 'recipients', 'scheduled_report.recipients.required'],
    [
      '21 recipients',
      { recipients: Array.from({ length: 21 }, (_, i) => `r${i}@acme.com`) },
      'recipients',
      'scheduled_report.recipients.max',
    ],
    ['a bad address', { recipients: ['ok@acme.com', 'not-an-address'] }, 'recipients.1', 'email.invalid'],
    ['an empty name', { name: ' ' }, 'name', 'scheduled_report.name.required'],
    ['a long name', { name: 'x'.repeat(201) }, 'name', 'scheduled_report.name.max'],
    [
      'an unknown dimension',
      { breakdown: { dimension: 'planet', period: 'last_7_days' } },
      'breakdown.dimension',
      'scheduled_report.dimension.invalid',
    ],
    ['an unknown format', { format: 'pdf' }, 'format', 'scheduled_report.format.invalid'],
    ['an unknown schedule', { schedule: 'hourly' }, 'schedule', 'scheduled_report.schedule.invalid'],
  ])('refuses %s with 422 naming the field', async (_case, changes, field, key) => {
    const answer = await call('owner', 'POST', REPORTS, report(['team@acme.com'], changes));
    expect(answer.status).toBe(422);
    expect(answer.body.Message).toContain(field);
    expect(answer.body.fields[field]).toBe(key);
  });

  it('lets every member read reports, and only roles 1, 2 and admins write or send them', async () => {
    const own = await call('owner', 'POST', REPORTS, report(['team@acme.com']));
    const path = `${REPORTS}/${own.body.id}`;
    for (const who of ['owner', 'editor', 'viewer', 'reporter', 'cpa', 'admin']) {
      expect((await call(who, 'GET', REPORTS)).status, who).toBe(200);
      expect((await call(who, 'GET', `${path}/runs`)).status, who).toBe(200);
    }
    for (const who of ['viewer', 'reporter', 'cpa']) {
      expect((await call(who, 'POST', REPORTS, report(['x@acme.com']))).status, who).toBe(403);
      expect((await call(who, 'PATCH', path, { paused: true })).status, who).toBe(403);
      expect((await call(who, 'POST', `${path}/run`)).status, who).toBe(403);
      expect((await call(who, 'DELETE', path)).status, who).toBe(403);
    }
    expect((await call('nobody', 'GET', REPORTS)).status).toBe(404);
    expect((await call('nobody', 'POST', `${path}/run`)).status).toBe(404);
    expect((await call('admin', 'PATCH', path, { paused: true })).status).toBe(200);
    expect((await call('editor', 'POST', REPORTS, report(['x@acme.com']))).status).toBe(201);
    expect((await call('owner', 'GET', `${REPORTS}/00000000-0000-4000-8000-000000000000/runs`)).status).toBe(
      404,
    );
  });

  it('sends a CSV now to every recipient, whose rows are the breakdown', async () => {
    const recipients = ['csv-one@acme.com', 'csv-two@acme.com'];
    const created = await call('owner', 'POST', REPORTS, report(recipients));
    const run = await call('owner', 'POST', `${REPORTS}/${created.body.id}/run`);
    expect(run.status).toBe(200);
    const expected = await breakdownOf('show');
    expect(expected.length).toBeGreaterThan(0);
    const { startDate, endDate } = periodRange('last_30_days', new Date());
    expect(run.body).toMatchObject({
      status: 'sent',
      recipients,
      rows: expected.length,
      error: null,
      filename: `shows-last-30-days-${startDate}-${endDate}.csv`,
    });
    for (const recipient of recipients) {
      const [mail] = await mailbox(recipient);
      expect(mail).toMatchObject({ link: null, token: null });
      expect(mail?.subject).toContain('Shows, last 30 days');
      expect(mail?.attachments).toHaveLength(1);
      const attachment = mail?.attachments[0] as Attachment;
      expect(attachment).toMatchObject({
        filename: run.body.filename,
        content_type: 'text/csv; charset=utf-8',
      });
      const [header, ...rows] = parseCsv(decode(attachment).toString('utf8'));
      expect(header).toEqual(['key', 'label', ...METRIC_COLUMNS]);
      expect(rows).toEqual(
        expected.map((row) =>
          (header ?? []).map((column) => (row[column] === null ? '' : String(row[column]))),
        ),
      );
    }
  });

  it('sends XLSX that reads back as the breakdown, in the columns picked', async () => {
    const created = await call(
      'owner',
      'POST',
      REPORTS,
      report(['xlsx@acme.com'], {
        format: 'xlsx',
        breakdown: { dimension: 'device', metrics: ['spend', 'impressions', 'cpa'], period: 'last_30_days' },
      }),
    );
    const run = await call('owner', 'POST', `${REPORTS}/${created.body.id}/run`);
    expect(run.body).toMatchObject({ status: 'sent' });
    expect(run.body.filename).toMatch(/\.xlsx$/);
    const [mail] = await mailbox('xlsx@acme.com');
    const attachment = mail?.attachments[0] as Attachment;
    expect(attachment.content_type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const [header, ...rows] = await readSheet(decode(attachment));
    expect(header).toEqual(['key', 'label', 'spend', 'impressions', 'cpa']);
    const expected = await breakdownOf('device');
    expect(rows).toEqual(expected.map((row) => [row.key, row.label, row.spend, row.impressions, row.cpa]));
  });

  it('keeps the history of runs, newest first, and shows the last one on the report', async () => {
    const created = await call('owner', 'POST', REPORTS, report(['history@acme.com']));
    const path = `${REPORTS}/${created.body.id}`;
    const first = await call('owner', 'POST', `${path}/run`);
    const second = await call('editor', 'POST', `${path}/run`);
    const history = await call('reporter', 'GET', `${path}/runs`);
    expect(history.status).toBe(200);
    expect(history.body.runs.map((run: { id: string }) => run.id)).toEqual([second.body.id, first.body.id]);
    expect(history.body.runs[0]).toEqual(second.body);
    const listed = await call('reporter', 'GET', REPORTS);
    const shown = listed.body.reports.find((r: { id: string }) => r.id === created.body.id);
    expect(shown.last_run).toEqual(second.body);
    expect(await mailbox('history@acme.com')).toHaveLength(2);
  });
});

describe('scheduled reports on their schedule and over SMTP [PGlite]', () => {
  type Received = { from: string; to: string[]; data: string };
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  let api: TestApi;
  let owner: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    const { port } = smtp.server.address() as AddressInfo;
    api = await startTestApi({
      config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'reports@earshot.test' },
    });
    owner = await api.tokenFor('owner@example.com');
  });
  afterAll(async () => {
    await api?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const create = async (body: object) => {
    const answer = await callApi(api.baseUrl, owner, 'POST', REPORTS, body);
    expect(answer.status).toBe(201);
    return answer.body as { id: string; next_run_at: string };
  };
  const mailboxOf = async (email: string): Promise<Mail[]> =>
    (await callApi(api.baseUrl, null, 'GET', `/sandbox/mailbox?email=${encodeURIComponent(email)}`)).body
      .messages;

  it('sends through the SMTP server of EARSHOT_SMTP_URL, with the file attached', async () => {
    // Paused, as the reports sent now in these tests are, so the scheduled jobs below leave them alone.
    const { id } = await create(
      report(['smtp-a@acme.com', 'smtp-b@acme.com'], { format: 'xlsx', paused: true }),
    );
    const run = await callApi(api.baseUrl, owner, 'POST', `${REPORTS}/${id}/run`);
    expect(run.body).toMatchObject({ status: 'sent', error: null });
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.from).toBe('reports@earshot.test');
    expect(message?.to).toEqual(['smtp-a@acme.com', 'smtp-b@acme.com']);
    expect(message?.data).toContain('Subject: Shows, last 30 days');
    expect(message?.data).toContain(`filename=${run.body.filename}`);
    // The attachment as sent is the attachment the sandbox mailbox keeps.
    const [kept] = await mailboxOf('smtp-a@acme.com');
    const base64 = kept?.attachments[0]?.content_base64 ?? '';
    expect(base64.length).toBeGreaterThan(100);
    expect(message?.data.replace(/\r?\n/g, '')).toContain(base64);
  });

  it('records a failed run with its error when the SMTP server refuses, and sends nothing', async () => {
    const { id } = await create(report(['refused@acme.com'], { paused: true }));
    const before = received.length;
    smtp.onRcptTo = (_address, _session, callback) => callback(new Error('Mailbox unavailable'));
    try {
      const run = await callApi(api.baseUrl, owner, 'POST', `${REPORTS}/${id}/run`);
      expect(run.status).toBe(200);
      expect(run.body).toMatchObject({ status: 'failed', recipients: ['refused@acme.com'] });
      expect(run.body.error).toContain('Mailbox unavailable');
    } finally {
      smtp.onRcptTo = (_address, _session, callback) => callback();
    }
    expect(received).toHaveLength(before);
    expect(await mailboxOf('refused@acme.com')).toEqual([]);
  });

  it('runs due reports from the scheduled jobs, skips paused ones and moves each to its next slot', async () => {
    const mail = { sandbox: true, smtpUrl: undefined, mailFrom: 'reports@earshot.test' };
    const daily = await create(report(['daily@acme.com'], { schedule: 'daily' }));
    const paused = await create(report(['paused@acme.com'], { schedule: 'daily', paused: true }));
    const slot = new Date(daily.next_run_at);
    expect(slot.getUTCHours()).toBe(6);

    const early = await runScheduledJobs(api.db, new Date(slot.getTime() - 60_000), mail);
    expect(early).toMatchObject({ ran: true, reportsRun: 0 });
    expect(await mailboxOf('daily@acme.com')).toEqual([]);

    const due = await runScheduledJobs(api.db, slot, mail);
    expect(due).toMatchObject({ ran: true, reportsRun: 1 });
    const [sent] = await mailboxOf('daily@acme.com');
    expect(sent?.attachments[0]?.filename).toMatch(/\.csv$/);
    expect(await mailboxOf('paused@acme.com')).toEqual([]);
    const reports = (await callApi(api.baseUrl, owner, 'GET', REPORTS)).body.reports as {
      id: string;
      next_run_at: string;
      last_run: { status: string; started_at: string } | null;
    }[];
    const dailyNow = reports.find((r) => r.id === daily.id);
    expect(dailyNow?.next_run_at).toBe(new Date(slot.getTime() + 86_400_000).toISOString());
    expect(dailyNow?.last_run).toMatchObject({ status: 'sent', started_at: slot.toISOString() });
    expect(reports.find((r) => r.id === paused.id)).toMatchObject({
      next_run_at: paused.next_run_at,
      last_run: null,
    });

    // Nowhere to send: the run fails, and the report waits for its next slot instead of retrying now.
    const nextSlotTime = new Date(slot.getTime() + 86_400_000);
    const failed = await runScheduledJobs(api.db, nextSlotTime, { ...mail, sandbox: false });
    expect(failed).toMatchObject({ reportsRun: 1 });
    const history = await callApi(api.baseUrl, owner, 'GET', `${REPORTS}/${daily.id}/runs`);
    expect(history.body.runs[0]).toMatchObject({
      status: 'failed',
      started_at: nextSlotTime.toISOString(),
      error: 'No mail transport: set EARSHOT_SMTP_URL to send e-mail',
    });
    expect(await runScheduledJobs(api.db, nextSlotTime, mail)).toMatchObject({ reportsRun: 0 });
    const after = (await callApi(api.baseUrl, owner, 'GET', REPORTS)).body.reports.find(
      (r: { id: string }) => r.id === daily.id,
    );
    expect(after.next_run_at).toBe(new Date(nextSlotTime.getTime() + 86_400_000).toISOString());
  });
});
