import '@testing-library/jest-dom/vitest';
import type { IncomingMessage } from 'node:http';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { enabledControls } from '../../test/enabledControls.ts';
import { json, startServer } from '../../test/httpServer.ts';
import { nodeFetch } from '../../test/nodeFetch.ts';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { currentUserFixture, type Viewer } from '../testing/viewerFixture.ts';
import { IntegrationEditor } from './IntegrationEditor.tsx';
import { IntegrationList } from './IntegrationList.tsx';

const ADVERTISER = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';
const EXPORT_ID = 'a0000000-0000-4000-8000-000000000001';
const integration = (id: string, kind: string, name: string, config: Record<string, unknown>) => ({
  id,
  agencyId: ADVERTISER,
  kind,
  name,
  config,
  status: 'active',
  last_run_at: null as string | null,
  created_at: '2026-11-01T09:00:00Z',
});
const RUN = {
  run_id: 'f0000000-0000-4000-8000-000000000001',
  status: 'succeeded',
  started_at: '2026-11-23T10:00:00Z',
  finished_at: '2026-11-23T10:00:00Z',
  row_count: 42,
  files: [
    {
      integration_id: EXPORT_ID,
      data: 'delivery',
      filename: 'delivery-2026-11-23.csv',
      row_count: 42,
      s3_url: 'http://api.example/v1/exports/e0000000-0000-4000-8000-000000000001',
      expires_at: '2026-11-30T10:00:00Z',
    },
  ],
};

const readBody = (request: IncomingMessage) =>
  new Promise<unknown>((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text ? JSON.parse(text) : undefined));
  });

vi.setConfig({ testTimeout: 20_000 });

describe('integrations', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let integrations: ReturnType<typeof integration>[];
  let bodies: { method: string; path: string; body: unknown }[];
  let listStatus: number;
  let runQueued: boolean;
  let viewer: Viewer;
  beforeAll(async () => {
    server = await startServer(async (request, response) => {
      const path = new URL(request.url ?? '/', 'http://api').pathname.replace(
        `/v1/companies/${ADVERTISER}`,
        '',
      );
      const body = await readBody(request);
      if (request.method !== 'GET') bodies.push({ method: request.method ?? '', path, body });
      if (path === '/v1/users/me') return json(response, 200, currentUserFixture(viewer, ADVERTISER));
      if (path === '/integrations' && request.method === 'GET') {
        return json(response, listStatus, listStatus === 200 ? integrations : {});
      }
      if (path === '/integrations' && request.method === 'POST') {
        const { kind, name, config } = body as {
          kind: string;
          name: string;
          config: Record<string, unknown>;
        };
        if (name === 'Taken') {
          return json(response, 422, {
            Message: 'The webhook integration settings are not valid',
            code: 'validation_failed',
            fields: { 'config.url': 'integration.url.invalid' },
          });
        }
        const created = integration('b0000000-0000-4000-8000-000000000009', kind, name, config);
        integrations.push(created);
        return json(response, 201, created);
      }
      const one = integrations.find((candidate) => path === `/integrations/${candidate.id}`);
      if (one && request.method === 'GET') return json(response, 200, one);
      if (one && request.method === 'PATCH') {
        const changes = body as { name?: string; status?: string; config?: Record<string, unknown> };
        Object.assign(one, { ...changes, config: { ...one.config, ...changes.config } });
        return json(response, 200, one);
      }
      if (path === '/data-export/run' && runQueued) {
        return json(response, 202, {
          ...RUN,
          status: 'queued',
          finished_at: null,
          row_count: null,
          files: [],
        });
      }
      if (path === '/data-export/run') return json(response, 202, RUN);
      if (path === `/data-export/runs/${RUN.run_id}`) return json(response, 200, RUN);
      json(response, 404, {});
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    listStatus = 200;
    runQueued = false;
    viewer = { id: 'c0000000-0000-4000-8000-000000000001', role: 1 };
    bodies = [];
    integrations = [
      integration(EXPORT_ID, 'data-export', 'Daily delivery export', {
        data: 'delivery',
        format: 'csv',
        schedule: 'daily',
      }),
      {
        ...integration('a0000000-0000-4000-8000-000000000002', 'ga4', 'Google Analytics', {}),
        status: 'paused',
      },
    ];
  });

  const options = () => ({
    client: { baseUrl: `${server.url}/v1`, tokenStore: createMemoryTokenStore(), fetch: nodeFetch },
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  });

  describe('IntegrationList', () => {
    it('lists each integration with its kind and status, linking to its editor or to GA4', async () => {
      renderWithProvider(
        <IntegrationList advertiserId={ADVERTISER} basePath="/acme/integrations" />,
        options(),
      );
      expect(await screen.findByRole('link', { name: 'Daily delivery export' })).toHaveAttribute(
        'href',
        `/acme/integrations/data-export/${EXPORT_ID}`,
      );
      expect(screen.getByRole('link', { name: 'Google Analytics' })).toHaveAttribute(
        'href',
        '/acme/integrations/ga4',
      );
      const rows = screen.getAllByRole('row').slice(1);
      expect(within(rows[0] as HTMLElement).getByText('Data export')).toBeInTheDocument();
      expect(within(rows[1] as HTMLElement).getByText('Paused')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'New integration' })).toHaveAttribute(
        'href',
        '/acme/integrations/data-export/new',
      );
    });

    it.each([3, 4, 7])('offers role %i no new integration, whatever the embedder says', async (role) => {
      viewer = { ...viewer, role };
      const { queryClient, client } = options();
      renderWithProvider(<IntegrationList advertiserId={ADVERTISER} />, { client, queryClient });
      expect(await screen.findByRole('link', { name: 'Daily delivery export' })).toBeVisible();
      await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(screen.queryByRole('link', { name: 'New integration' })).toBeNull();
    });

    it('offers no new integration to read-only roles, and says when the list fails', async () => {
      listStatus = 503;
      renderWithProvider(<IntegrationList advertiserId={ADVERTISER} isReadOnly />, options());
      expect(await screen.findByRole('alert')).toHaveTextContent('The integrations could not be loaded.');
      expect(screen.queryByRole('link', { name: 'New integration' })).not.toBeInTheDocument();
    });
  });

  describe('IntegrationEditor', () => {
    it('creates a webhook, checking its URL first and keeping what was typed', async () => {
      const user = userEvent.setup();
      const navigate = vi.fn();
      renderWithProvider(
        <IntegrationEditor
          advertiserId={ADVERTISER}
          integrationId="new"
          kind="webhook"
          basePath="/acme/integrations"
        />,
        { ...options(), onNavigate: navigate },
      );
      // The form stays read-only until the signed-in user's role is known: Save appears then.
      await screen.findByRole('button', { name: 'Save' });
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'CRM hook');
      await user.type(screen.getByRole('textbox', { name: 'Webhook URL' }), 'crm.example.com');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('Enter an address starting with http:// or https://.'),
      ).toBeInTheDocument();
      expect(bodies).toEqual([]);
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('CRM hook');

      await user.clear(screen.getByRole('textbox', { name: 'Webhook URL' }));
      await user.type(screen.getByRole('textbox', { name: 'Webhook URL' }), 'https://crm.example.com/hook');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await vi.waitFor(() => expect(navigate).toHaveBeenCalled());
      expect(bodies).toEqual([
        {
          method: 'POST',
          path: '/integrations',
          body: { kind: 'webhook', name: 'CRM hook', config: { url: 'https://crm.example.com/hook' } },
        },
      ]);
      expect(navigate.mock.calls[0]?.[0]).toBe(
        '/acme/integrations/webhook/b0000000-0000-4000-8000-000000000009',
      );
    });

    it('shows the server’s field errors next to the fields', async () => {
      const user = userEvent.setup();
      renderWithProvider(
        <IntegrationEditor advertiserId={ADVERTISER} integrationId="new" kind="webhook" />,
        options(),
      );
      await screen.findByRole('button', { name: 'Save' });
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Taken');
      await user.type(screen.getByRole('textbox', { name: 'Webhook URL' }), 'https://crm.example.com/hook');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const url = screen.getByRole('textbox', { name: 'Webhook URL' });
      await vi.waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
      expect(screen.getByText('Enter an address starting with http:// or https://.')).toBeInTheDocument();
      expect(url).toHaveValue('https://crm.example.com/hook');
    });

    it('edits a data export, pauses it, and removes a cleared destination', async () => {
      const user = userEvent.setup();
      const saved = integrations[0];
      if (saved) saved.config.destination_url = 'https://old.example.com';
      renderWithProvider(
        <IntegrationEditor advertiserId={ADVERTISER} integrationId={EXPORT_ID} />,
        options(),
      );
      await screen.findByRole('heading', { level: 1, name: 'Integration Daily delivery export' });
      expect(screen.getByRole('textbox', { name: 'Kind' })).toHaveValue('Data export');
      await user.clear(screen.getByRole('textbox', { name: 'Name' }));
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Weekly delivery export');
      await user.click(screen.getByRole('button', { name: /Schedule/ }));
      await user.click(await screen.findByRole('option', { name: 'Weekly' }));
      await user.clear(screen.getByRole('textbox', { name: 'Destination URL' }));
      await user.click(screen.getByRole('switch', { name: 'Active' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await vi.waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).toEqual({
        method: 'PATCH',
        path: `/integrations/${EXPORT_ID}`,
        body: {
          name: 'Weekly delivery export',
          config: { data: 'delivery', format: 'csv', schedule: 'weekly', destination_url: null },
          status: 'paused',
        },
      });
    });

    it('runs a data export and lists the files it wrote', async () => {
      const user = userEvent.setup();
      renderWithProvider(
        <IntegrationEditor advertiserId={ADVERTISER} integrationId={EXPORT_ID} />,
        options(),
      );
      await user.click(await screen.findByRole('button', { name: 'Run now' }));
      const result = await screen.findByRole('status');
      expect(result).toHaveTextContent('Finished: 42 rows exported.');
      expect(within(result).getByRole('link', { name: 'Download delivery-2026-11-23.csv' })).toHaveAttribute(
        'href',
        RUN.files[0]?.s3_url,
      );
      expect(bodies).toContainEqual({
        method: 'POST',
        path: '/data-export/run',
        body: { integrationId: EXPORT_ID },
      });
    });

    it('follows a run that answered queued until it has finished', async () => {
      const user = userEvent.setup();
      runQueued = true;
      renderWithProvider(
        <IntegrationEditor advertiserId={ADVERTISER} integrationId={EXPORT_ID} />,
        options(),
      );
      await user.click(await screen.findByRole('button', { name: 'Run now' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Queued');
      await vi.waitFor(
        () => expect(screen.getByRole('status')).toHaveTextContent('Finished: 42 rows exported.'),
        {
          timeout: 5000,
        },
      );
      expect(server.received).toContain(`GET /v1/companies/${ADVERTISER}/data-export/runs/${RUN.run_id}`);
    });

    it.each([3, 4, 7])('offers role %i no enabled control, whatever the embedder says', async (role) => {
      viewer = { ...viewer, role };
      const { queryClient } = options();
      renderWithProvider(<IntegrationEditor advertiserId={ADVERTISER} integrationId={EXPORT_ID} />, {
        ...options(),
        queryClient,
      });
      expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
      await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(enabledControls(document.body)).toEqual([]);
      expect(bodies).toEqual([]);
    });

    it('shows everything and changes nothing for read-only roles', async () => {
      renderWithProvider(
        <IntegrationEditor advertiserId={ADVERTISER} integrationId={EXPORT_ID} isReadOnly />,
        options(),
      );
      expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
      expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Run now' })).not.toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-readonly', 'true');
    });
  });
});
