import { ScheduledReports } from '@earshot/react-components';
import { type ApiOutage, currentUserFixture, MEASUREMENT_CAMPAIGNS } from '@earshot/react-components/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMemoryScreen } from '../inMemoryScreen.tsx';
import { waitForElement } from '../waitForElement.ts';

const ADVERTISER_ID = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';
const run = (n: number, day: string, changes: Record<string, unknown> = {}) => ({
  id: `e0000000-0000-4000-8000-00000000000${n}`,
  started_at: `${day}T06:00:00Z`,
  status: 'sent',
  recipients: ['marta@rosas-bakery.example', 'finance@rosas-bakery.example'],
  filename: `weekly-by-show-${day}.csv`,
  rows: 14,
  error: null,
  ...changes,
});
const RUNS = [
  run(3, '2026-11-23'),
  run(2, '2026-11-16', {
    status: 'failed',
    filename: null,
    rows: null,
    error: 'The mail server refused the message: mailbox full.',
  }),
  run(1, '2026-11-09'),
];
const report = (n: number, name: string, changes: Record<string, unknown>) => ({
  id: `d0000000-0000-4000-8000-00000000000${n}`,
  name,
  breakdown: { dimension: 'show', period: 'previous_week' },
  format: 'csv',
  schedule: 'weekly',
  recipients: ['marta@rosas-bakery.example', 'finance@rosas-bakery.example'],
  paused: false,
  next_run_at: '2026-11-30T06:00:00Z',
  last_run: RUNS[0],
  created_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-01T09:00:00Z',
  ...changes,
});
const REPORTS = [
  report(1, 'Weekly by show', {}),
  report(2, 'Monthly spend by campaign for the finance team’s quarterly reconciliation', {
    breakdown: { dimension: 'campaign', period: 'previous_month', attribution_model: 'linear' },
    format: 'xlsx',
    schedule: 'monthly',
    next_run_at: '2026-12-01T06:00:00Z',
    recipients: ['finance@rosas-bakery.example'],
    last_run: RUNS[1],
  }),
  report(3, 'Daily by country', {
    breakdown: { dimension: 'country', period: 'last_7_days' },
    schedule: 'daily',
    paused: true,
    last_run: null,
  }),
];

interface ScheduledReportsStoryProps extends ApiOutage {
  reports?: typeof REPORTS;
  /** The signed-in user's role: 1 manages, 7 only reads. */
  role?: number;
}

/** An in-memory scheduled reports API: list, create, update, delete, run now and the history. */
function scheduledReportsApi({ reports = REPORTS, role = 1 }: ScheduledReportsStoryProps) {
  let rows = [...reports];
  return async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/users/me'))
      return Response.json(currentUserFixture({ id: 'u1', role }, ADVERTISER_ID));
    if (path.endsWith(`/companies/${ADVERTISER_ID}`)) {
      return Response.json({
        uuid: ADVERTISER_ID,
        attribution_window_days: 30,
        attribution_model: 'last_touch',
      });
    }
    if (path.endsWith('/campaigns')) return Response.json(MEASUREMENT_CAMPAIGNS);
    if (path.endsWith('/runs')) return Response.json({ runs: RUNS });
    if (path.endsWith('/run')) return Response.json(RUNS[0]);
    const body = request.method === 'GET' || request.method === 'DELETE' ? null : await request.json();
    if (path.endsWith('/scheduled-reports')) {
      if (request.method === 'GET') return Response.json({ reports: rows });
      const created = report(9, body.name, { ...body, last_run: null });
      rows = [created, ...rows];
      return Response.json(created, { status: 201 });
    }
    const one = rows.find((row) => path.endsWith(row.id));
    if (!one) return Response.json({ Message: 'Not found' }, { status: 404 });
    if (request.method === 'DELETE') {
      rows = rows.filter((row) => row !== one);
      return new Response(null, { status: 204 });
    }
    Object.assign(one, body);
    return Response.json(one);
  };
}

const meta = {
  title: 'Screens/ScheduledReports',
  render: inMemoryScreen<ScheduledReportsStoryProps>(scheduledReportsApi, () => (
    <ScheduledReports advertiserId={ADVERTISER_ID} />
  )),
} satisfies Meta<ScheduledReportsStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const Empty: Story = { args: { reports: [] } };
export const ReadOnly: Story = { args: { role: 7 } };
export const Loading: Story = { args: { pending: true } };
export const Failed: Story = { args: { failing: true } };
/** The form of a new report, opened from the header. */
export const NewReport: Story = {
  play: async ({ canvasElement }) => {
    const button = await waitForElement(canvasElement, 'header button');
    button.click();
    await waitForElement(canvasElement.ownerDocument.body, '[role="dialog"] form');
  },
};
