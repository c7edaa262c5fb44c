import { IntegrationEditor, IntegrationList } from '@earshot/react-components';
import { type ApiOutage, currentUserFixture } from '@earshot/react-components/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMemoryScreen } from '../inMemoryScreen.tsx';
import { waitForElement } from '../waitForElement.ts';

const ADVERTISER_ID = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';
const integration = (
  n: number,
  kind: string,
  name: string,
  config: Record<string, unknown>,
  status = 'active',
) => ({
  id: `b0000000-0000-4000-8000-00000000000${n}`,
  agencyId: ADVERTISER_ID,
  kind,
  name,
  config,
  status,
  last_run_at: kind === 'data-export' ? '2026-11-23T06:00:00Z' : null,
  created_at: `2026-11-0${n}T09:00:00Z`,
});
const INTEGRATIONS = [
  integration(1, 'data-export', 'Daily delivery export', {
    data: 'delivery',
    format: 'csv',
    schedule: 'daily',
  }),
  integration(2, 'webhook', 'Conversions to the CRM', {
    url: 'https://crm.rosas-bakery.example/hooks/earshot',
  }),
  integration(3, 'ga4', 'Google Analytics 4', { measurement_id: 'G-4B7K2M9Q' }, 'paused'),
  integration(
    4,
    'data-export',
    'Weekly campaign export for the finance team’s quarterly spreadsheets and the agency’s billing reconciliation',
    {
      data: 'campaigns',
      format: 'csv',
      schedule: 'weekly',
      destination_url: 'https://warehouse.rosas-bakery.example/imports/earshot/campaigns',
    },
    'error',
  ),
];
const RUN = {
  run_id: 'f0000000-0000-4000-8000-000000000001',
  status: 'succeeded',
  started_at: '2026-11-23T10:00:00Z',
  finished_at: '2026-11-23T10:00:00Z',
  row_count: 312,
  files: [
    {
      integration_id: INTEGRATIONS[0]?.id,
      data: 'delivery',
      filename: 'delivery-2026-11-23.csv',
      row_count: 312,
      s3_url: 'http://integrations.invalid/v1/exports/e0000000-0000-4000-8000-000000000001',
      expires_at: '2026-11-30T10:00:00Z',
    },
  ],
};

interface IntegrationStoryProps extends ApiOutage {
  /** Which screen to show. */
  screen?: 'list' | 'editor';
  /** The integration the editor opens ('new' creates one). */
  integrationId?: string;
  /** The kind of a new integration. */
  kind?: string;
  integrations?: typeof INTEGRATIONS;
  isReadOnly?: boolean;
}

/** An in-memory integrations API: list, get, create, update and a data-export run. */
function integrationsApi(seed: typeof INTEGRATIONS) {
  let rows = [...seed];
  return async (request: Request) => {
    const path = new URL(request.url).pathname;
    // The signed-in user manages the account (role 1); read-only stories say so with isReadOnly.
    if (path.endsWith('/users/me'))
      return Response.json(currentUserFixture({ id: 'u1', role: 1 }, ADVERTISER_ID));
    if (path.endsWith('/data-export/run')) return Response.json(RUN, { status: 202 });
    const body = request.method === 'GET' ? null : await request.json();
    if (path.endsWith('/integrations')) {
      if (request.method === 'GET') return Response.json(rows);
      const created = { ...integration(9, body.kind, body.name, body.config ?? {}), last_run_at: null };
      rows = [...rows, created];
      return Response.json(created, { status: 201 });
    }
    const one = rows.find((row) => path.endsWith(row.id));
    if (!one) return Response.json({}, { status: 404 });
    if (request.method === 'PATCH') Object.assign(one, body, { config: { ...one.config, ...body.config } });
    return Response.json(one);
  };
}

const meta = {
  title: 'Screens/Integrations',
  render: inMemoryScreen<IntegrationStoryProps>(
    ({ integrations = INTEGRATIONS }) => integrationsApi(integrations),
    ({ screen = 'list', integrationId = 'new', kind = 'data-export', isReadOnly = false }) =>
      screen === 'list' ? (
        <IntegrationList advertiserId={ADVERTISER_ID} isReadOnly={isReadOnly} />
      ) : (
        <IntegrationEditor
          advertiserId={ADVERTISER_ID}
          integrationId={integrationId}
          kind={kind}
          isReadOnly={isReadOnly}
        />
      ),
  ),
} satisfies Meta<IntegrationStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const ListEmpty: Story = { args: { integrations: [] } };
export const ListReadOnly: Story = { args: { isReadOnly: true } };
export const ListLoading: Story = { args: { pending: true } };
export const ListFailed: Story = { args: { failing: true } };
export const NewDataExport: Story = { args: { screen: 'editor' } };
export const NewWebhook: Story = { args: { screen: 'editor', kind: 'webhook' } };
export const EditDataExport: Story = { args: { screen: 'editor', integrationId: INTEGRATIONS[0]?.id } };
export const EditLongNames: Story = { args: { screen: 'editor', integrationId: INTEGRATIONS[3]?.id } };
export const EditReadOnly: Story = {
  args: { screen: 'editor', integrationId: INTEGRATIONS[0]?.id, isReadOnly: true },
};
export const EditLoading: Story = {
  args: { screen: 'editor', integrationId: INTEGRATIONS[0]?.id, pending: true },
};
export const EditFailed: Story = {
  args: { screen: 'editor', integrationId: INTEGRATIONS[0]?.id, failing: true },
};
/** Saving a webhook without a name or URL: each field says what it needs. */
export const InvalidInput: Story = {
  args: { screen: 'editor', kind: 'webhook' },
  play: async ({ canvasElement }) => {
    const save = await waitForElement(canvasElement, 'form button[type="submit"]');
    save.click();
  },
};
