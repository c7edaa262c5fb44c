import {
  type BreakdownDimension,
  Dashboard,
  type DashboardProps,
  Incrementality,
  Reporting,
} from '@earshot/react-components';
import {
  type ApiOutage,
  answerMeasurementRead,
  type IncrementalityFixture,
  MEASUREMENT_CAMPAIGNS,
} from '@earshot/react-components/testing';
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
  screen?: 'dashboard' | 'reporting' | 'incrementality';
  kind?: DashboardProps['kind'];
  /** The rows of the report shown first. */
  dimension?: BreakdownDimension;
  /** The report compares with the previous period from the start. */
  compare?: boolean;
  /** What the incrementality read answers. */
  incrementality?: IncrementalityFixture;
  /** No delivery, conversion or event type: the empty states. */
  empty?: boolean;
}

/** An in-memory API of the advertiser, its campaigns, metrics, measurement reads and event types. */
function reportingApi({ incrementality = 'raised', empty = false }: ReportingStoryProps) {
  return async (request: Request) => {
    const measurement = answerMeasurementRead(request, ADVERTISER_ID, { empty, incrementality });
    if (measurement) return measurement;
    const url = new URL(request.url);
    if (url.pathname.endsWith(`/companies/${ADVERTISER_ID}`)) {
      return Response.json({
        uuid: ADVERTISER_ID,
        attribution_window_days: 30,
        attribution_model: 'last_touch',
      });
    }
    if (url.pathname.endsWith('/campaigns')) return Response.json(MEASUREMENT_CAMPAIGNS);
    if (url.pathname.endsWith('/metrics/aggregate') || url.pathname.endsWith('/metrics/aggregate_cpa')) {
      return Response.json(METRICS);
    }
    if (url.pathname.endsWith('/metrics/event-types')) return Response.json(empty ? [] : EVENT_TYPES);
    return new Response(null, { status: 404 });
  };
}

const meta = {
  title: 'Screens/Reporting',
  render: inMemoryScreen<ReportingStoryProps>(
    reportingApi,
    ({ screen = 'dashboard', kind = 5, dimension = 'campaign', compare = false }) =>
      screen === 'dashboard' ? (
        <Dashboard advertiserId={ADVERTISER_ID} defaultKind={kind} defaultPeriod={PERIOD} />
      ) : screen === 'incrementality' ? (
        <Incrementality advertiserId={ADVERTISER_ID} period={PERIOD} />
      ) : (
        <Reporting
          advertiserId={ADVERTISER_ID}
          defaultPeriod={PERIOD}
          defaultReport={{ dimension, compare }}
        />
      ),
  ),
} satisfies Meta<ReportingStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CpmDashboard: Story = {};
export const CpaDashboard: Story = { args: { kind: 6 } };
export const IncrementalityDashboard: Story = { args: { kind: 7 } };
export const IncrementalityDashboardNotEnoughData: Story = {
  args: { kind: 7, incrementality: 'not_enough_data' },
};
export const DashboardLoading: Story = { args: { pending: true } };
export const DashboardFailed: Story = { args: { failing: true } };
export const Reports: Story = { args: { screen: 'reporting' } };
export const ReportsByDay: Story = { args: { screen: 'reporting', dimension: 'day' } };
export const ReportsByWeek: Story = { args: { screen: 'reporting', dimension: 'week' } };
export const ReportsByShow: Story = { args: { screen: 'reporting', dimension: 'show' } };
export const ReportsByCountry: Story = { args: { screen: 'reporting', dimension: 'country' } };
export const ReportsByDaypart: Story = { args: { screen: 'reporting', dimension: 'daypart' } };
export const ReportsComparedByDay: Story = { args: { screen: 'reporting', dimension: 'day', compare: true } };
export const ReportsComparedByShow: Story = {
  args: { screen: 'reporting', dimension: 'show', compare: true },
};
export const ReportsEmpty: Story = { args: { screen: 'reporting', empty: true } };
export const ReportsLoading: Story = { args: { screen: 'reporting', pending: true } };
export const ReportsFailed: Story = { args: { screen: 'reporting', failing: true } };
export const LiftSignificant: Story = { args: { screen: 'incrementality' } };
export const LiftNotSignificant: Story = { args: { screen: 'incrementality', incrementality: 'no_lift' } };
export const LiftNotEnoughData: Story = {
  args: { screen: 'incrementality', incrementality: 'not_enough_data' },
};
export const LiftLoading: Story = { args: { screen: 'incrementality', pending: true } };
export const LiftFailed: Story = { args: { screen: 'incrementality', failing: true } };
