import { Dashboard, type DashboardProps, Reporting } from '@earshot/react-components';
import type { ApiOutage } from '@earshot/react-components/testing';
import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMemoryScreen } from '../inMemoryScreen.tsx';

const ADVERTISER_ID = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';
const PERIOD = { start: parseDate('2026-10-25'), end: parseDate('2026-11-23') };
const DAY_MS = 86_400_000;

/** Thirty days of delivery rising through the week, quieter on weekends. */
const SERIES = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.parse('2026-10-25') + index * DAY_MS).toISOString().slice(0, 10);
  const weekday = new Date(date).getUTCDay();
  const impressions = (weekday === 0 || weekday === 6 ? 2400 : 4200) + ((index * 733) % 1300);
  return {
    date,
    impressions,
    spend: Math.round(impressions * 0.02 * 100) / 100,
    conversions: Math.round(impressions / 900),
    listens: Math.round(impressions * 0.9),
    clicks: Math.round(impressions / 250),
  };
});
const sum = (key: 'impressions' | 'spend' | 'conversions' | 'listens' | 'clicks') =>
  SERIES.reduce((total, point) => total + point[key], 0);
const LIFT = {
  exposed_conversion_rate: 0.0141,
  control_conversion_rate: 0.0102,
  lift_percent: 38.24,
  incremental_conversions: 41.3,
  confidence: 0.982,
};
const METRICS = {
  totals: {
    impressions: sum('impressions'),
    spend: Math.round(sum('spend') * 100) / 100,
    conversions: sum('conversions'),
    reach: Math.round(sum('impressions') / 3.1),
    listens: sum('listens'),
    clicks: sum('clicks'),
    cpm: 20,
    cpa: Math.round((sum('spend') / sum('conversions')) * 100) / 100,
  },
  series: SERIES,
  lift: null,
  simulated: true,
};
const campaign = (n: number, name: string) => ({ id: `c0000000-0000-4000-8000-00000000000${n}`, name });
const CAMPAIGNS = [
  campaign(1, 'Spring Sale — Podcasts'),
  campaign(2, 'Performance — Cost per Action, Weekday Mornings across News & Commentary Podcasts'),
];
const ROWS = SERIES.slice(-5).flatMap((point) =>
  CAMPAIGNS.map((one, index) => {
    const impressions = Math.round(point.impressions / (index + 2));
    const conversions = index ? Math.round(impressions / 700) : 0;
    const spend = Math.round(impressions * 0.02 * 100) / 100;
    return {
      date: point.date,
      campaign_id: one.id,
      campaign_name: one.name,
      impressions,
      reach: Math.round(impressions / 3),
      listens: Math.round(impressions * 0.9),
      clicks: Math.round(impressions / 250),
      spend,
      conversions,
      cpm: 20,
      cpa: conversions ? Math.round((spend / conversions) * 100) / 100 : null,
      simulated: true,
    };
  }),
);
const EVENT_TYPES = [
  {
    id: 'e0000000-0000-4000-8000-000000000001',
    name: 'purchase',
    event_type: 'conversion',
    count: 1284,
    last_seen_at: '2026-11-23T08:12:00Z',
  },
  {
    id: 'e0000000-0000-4000-8000-000000000002',
    name: 'newsletter_signup',
    event_type: 'conversion',
    count: 0,
    last_seen_at: null,
  },
];

interface ReportingStoryProps extends ApiOutage {
  /** Which screen to show. */
  screen?: 'dashboard' | 'reporting';
  kind?: DashboardProps['kind'];
  /** The incrementality against the control group; null while it cannot be measured. */
  lift?: typeof LIFT | null;
  /** Delivery rows and event types; empty lists show the empty states. */
  empty?: boolean;
}

/** An in-memory API of metrics, reports and event types. */
function reportingApi({ lift = LIFT, empty = false }: ReportingStoryProps) {
  return async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/metrics/aggregate')) return Response.json(METRICS);
    if (url.pathname.endsWith('/metrics/aggregate_cpa')) {
      return Response.json({ ...METRICS, lift: url.searchParams.get('useLift') === 'true' ? lift : null });
    }
    if (url.pathname.endsWith('/reporting')) return Response.json(empty ? [] : ROWS);
    if (url.pathname.endsWith('/metrics/event-types')) return Response.json(empty ? [] : EVENT_TYPES);
    return new Response(null, { status: 404 });
  };
}

const meta = {
  title: 'Screens/Reporting',
  render: inMemoryScreen<ReportingStoryProps>(reportingApi, ({ screen = 'dashboard', kind = 5 }) =>
    screen === 'dashboard' ? (
      <Dashboard advertiserId={ADVERTISER_ID} defaultKind={kind} defaultPeriod={PERIOD} />
    ) : (
      <Reporting advertiserId={ADVERTISER_ID} defaultPeriod={PERIOD} />
    ),
  ),
} satisfies Meta<ReportingStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CpmDashboard: Story = {};
export const CpaDashboard: Story = { args: { kind: 6 } };
export const IncrementalityDashboard: Story = { args: { kind: 7 } };
export const IncrementalityNotMeasurable: Story = { args: { kind: 7, lift: null } };
export const DashboardLoading: Story = { args: { pending: true } };
export const DashboardFailed: Story = { args: { failing: true } };
export const Reports: Story = { args: { screen: 'reporting' } };
export const ReportsEmpty: Story = { args: { screen: 'reporting', empty: true } };
export const ReportsLoading: Story = { args: { screen: 'reporting', pending: true } };
export const ReportsFailed: Story = { args: { screen: 'reporting', failing: true } };
