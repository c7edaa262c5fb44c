import { IntegrationEditor, IntegrationList, PlatformProvider } from '@earshot/react-components';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { appearances } from '../withPlatform.tsx';

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

interface IntegrationStoryProps {
  /** Which screen to show. */
  screen?: 'list' | 'editor';
  /** The integration the editor opens ('new' creates one). */
  integrationId?: string;
  /** The kind of a new integration. */
  kind?: string;
  integrations?: typeof INTEGRATIONS;
  isReadOnly?: boolean;
  /** Requests never answer. */
  pending?: boolean;
  /** Requests answer 503. */
  failing?: boolean;
  theme?: string;
  locale?: string;
}

/** An in-memory integrations API: list, get, create, update and a data-export run. */
function integrationsApi(seed: typeof INTEGRATIONS, pending: boolean, failing: boolean) {
  let rows = [...seed];
  return async (request: Request) => {
    if (pending) return new Promise<Response>(() => undefined);
    // No `Message`: the failure shows in the screen's error state, not also as a toast.
    if (failing) return new Response(null, { status: 503 });
    const path = new URL(request.url).pathname;
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path.endsWith('/data-export/run')) return json(RUN, 202);
    const body = request.method === 'GET' ? null : await request.json();
    if (path.endsWith('/integrations')) {
      if (request.method === 'GET') return json(rows);
      const created = { ...integration(9, body.kind, body.name, body.config ?? {}), last_run_at: null };
      rows = [...rows, created];
      return json(created, 201);
    }
    const one = rows.find((row) => path.endsWith(row.id));
    if (!one) return json({}, 404);
    if (request.method === 'PATCH') Object.assign(one, body, { config: { ...one.config, ...body.config } });
    return json(one);
  };
}

/** The integrations list or editor over an in-memory API. */
function IntegrationStory({
  screen = 'list',
  integrationId = 'new',
  kind = 'data-export',
  integrations = INTEGRATIONS,
  isReadOnly = false,
  pending = false,
  failing = false,
  theme = 'light',
  locale = 'en',
}: IntegrationStoryProps) {
  const [client] = useState(() => ({
    baseUrl: 'http://integrations.invalid/v1',
    tokenStore: createMemoryTokenStore(),
    fetch: integrationsApi(integrations, pending, failing),
  }));
  return (
    <PlatformProvider
      client={client}
      appearance={appearances[theme] ?? appearances.light}
      locale={locale}
      onNavigate={(path) => console.log('navigate', path)}
    >
      {screen === 'list' ? (
        <IntegrationList advertiserId={ADVERTISER_ID} isReadOnly={isReadOnly} />
      ) : (
        <IntegrationEditor
          advertiserId={ADVERTISER_ID}
          integrationId={integrationId}
          kind={kind}
          isReadOnly={isReadOnly}
        />
      )}
    </PlatformProvider>
  );
}

const meta = {
  title: 'Screens/Integrations',
  component: IntegrationStory,
  render: (args, context) => (
    <IntegrationStory
      {...args}
      theme={String(context.globals.theme ?? 'light')}
      locale={String(context.globals.locale ?? 'en')}
    />
  ),
} satisfies Meta<typeof IntegrationStory>;

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
    for (let attempt = 0; attempt < 50; attempt++) {
      const save = canvasElement.querySelector<HTMLButtonElement>('form button[type="submit"]');
      if (save) return save.click();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  },
};
