import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, startServer } from '../../test/httpServer.ts';
import { readJson, readText } from '../../test/readBody.ts';
import { renderWithServer } from '../../test/renderWithServer.tsx';
import { AudienceEditor } from './AudienceEditor.tsx';

const ADVERTISER = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';
const CDP_ID = 'c0000000-0000-4000-8000-000000000001';
const segment = (id: string, name: string) => ({ id, name, provider: 'LiveRamp', size: 120000, cpm: 1.5 });
const cdpAudience = {
  id: CDP_ID,
  advertiser_id: ADVERTISER,
  name: 'Runners',
  type: 1,
  subtype: 'cdp',
  first_party: [],
  correlation_id: null,
  cdp_segments: ['lr-9'],
  size_estimate: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const CORRELATION_ID = 'd0000000-0000-4000-8000-000000000003';

// Interactive flows type and click through whole forms: slower than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('AudienceEditor', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let writes: { method: string; body: Record<string, unknown> }[] = [];
  let uploads: string[] = [];
  let storageAnswers = 204;
  beforeAll(async () => {
    server = await startServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://api');
      if (url.pathname === '/v1/search' && url.searchParams.get('index') === 'liveramp') {
        const hits = [segment('lr-1', 'Marathon runners'), segment('lr-2', 'Coffee lovers')].filter((s) =>
          s.name.toLowerCase().includes((url.searchParams.get('q') ?? '').toLowerCase()),
        );
        return json(response, 200, { hits, found: hits.length, page: 1 });
      }
      if (url.pathname === `/v1/audiences/${CDP_ID}/segments`) {
        expect([url.searchParams.get('page'), url.searchParams.get('size')]).toEqual(['0', '1000']);
        return json(response, 200, {
          segments: [segment('lr-9', 'Trail runners')],
          page: 0,
          size: 1000,
          total: 1,
        });
      }
      if (url.pathname === `/v1/companies/${ADVERTISER}/audiences/${CDP_ID}` && request.method === 'GET') {
        return json(response, 200, cdpAudience);
      }
      if (url.pathname === `/v1/companies/${ADVERTISER}/audiences/crm-uploads`) {
        const body = (await readJson(request)) as { filename: string; content_type: string };
        expect(body).toEqual({ filename: 'customers.csv', content_type: 'text/csv' });
        return json(response, 201, {
          correlation_id: CORRELATION_ID,
          s3_data: {
            url: `${server.url}/storage`,
            fields: { key: `crm/${CORRELATION_ID}.csv`, 'Content-Type': 'text/csv', policy: 'p' },
            expires_at: new Date(Date.now() + 3_600_000).toISOString(),
            content_type: 'text/csv',
            max_size_bytes: 10_000_000,
          },
        });
      }
      if (url.pathname === '/storage') {
        // Upload progress listeners make the browser ask first (CORS preflight).
        const cors = { 'access-control-allow-origin': '*' };
        if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
        uploads.push(await readText(request));
        return void response.writeHead(storageAnswers, cors).end();
      }
      if (url.pathname.startsWith(`/v1/companies/${ADVERTISER}/audiences`)) {
        const body = (await readJson(request)) as Record<string, unknown>;
        writes.push({ method: request.method ?? '', body });
        const id = request.method === 'POST' ? 'c0000000-0000-4000-8000-000000000002' : CDP_ID;
        return json(response, request.method === 'POST' ? 201 : 200, { ...cdpAudience, ...body, id });
      }
      json(response, 404, { Message: 'Not found', type: 'error' });
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    writes = [];
    uploads = [];
    storageAnswers = 204;
  });

  const render = (audienceId: string, onNavigate = vi.fn()) =>
    renderWithServer(
      <AudienceEditor advertiserId={ADVERTISER} audienceId={audienceId} basePath="/acme/audience" />,
      { serverUrl: server.url, onNavigate },
    );

  it('creates a first-party audience from URL and event segments', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render('new', onNavigate);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Checkout visitors');
    await user.type(screen.getByRole('textbox', { name: 'Segment 1: value' }), '/checkout');
    await user.click(screen.getByRole('button', { name: 'Add segment' }));
    await user.click(screen.getByRole('button', { name: /Segment 2: matches/ }));
    await user.click(screen.getByRole('option', { name: 'Event' }));
    await user.type(screen.getByRole('textbox', { name: 'Segment 2: value' }), 'purchase');
    await user.click(screen.getByRole('button', { name: 'Add segment' }));
    await user.click(screen.getByRole('button', { name: /Segment 3: matches/ }));
    await user.click(screen.getByRole('option', { name: 'Onboarding step' }));
    await user.type(screen.getByRole('textbox', { name: 'Segment 3: value' }), 'pixel');
    await user.click(screen.getByRole('button', { name: 'Save audience' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      body: {
        name: 'Checkout visitors',
        type: 1,
        advertiserId: ADVERTISER,
        subtype: 'first-party',
        first_party: [
          { type: 'url', value: '/checkout' },
          { type: 'event', value: 'purchase' },
          { type: 'onboarding', value: 'pixel' },
        ],
        // The url and event segments again, as the spec's payload names them.
        firstPartySegments: [
          { type: 'url', value: '/checkout' },
          { type: 'event', value: 'purchase' },
        ],
      },
    });
    await waitFor(() =>
      expect(onNavigate).toHaveBeenCalledWith('/acme/audience/c0000000-0000-4000-8000-000000000002'),
    );
  });

  it('checks every segment has a value before saving', async () => {
    const user = userEvent.setup();
    render('new');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Empty rule');
    await user.click(screen.getByRole('button', { name: 'Save audience' }));
    expect(await screen.findByText('Enter what the segment matches.')).toBeVisible();
    expect(writes).toEqual([]);
  });

  it('creates a CRM audience from a previewed and uploaded customer list', async () => {
    const user = userEvent.setup();
    const { container } = render('new');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Loyal customers');
    await user.click(screen.getByRole('radio', { name: 'CRM' }));
    await user.click(screen.getByRole('button', { name: 'Save audience' }));
    expect(await screen.findByText('Upload a customer list first.')).toBeVisible();
    const csv = 'email,phone,name\nana@example.com,,Ana\n,+44 20 7946 0958,Ben\nnot-an-email,12,Cy\n';
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([csv], 'customers.csv', { type: 'text/csv' }));
    expect(await screen.findByText('customers.csv: 3 rows')).toBeVisible();
    expect(screen.getByText('2 rows with an e-mail address or phone number (66.7%)')).toBeVisible();
    expect(screen.getByText('Matched on: email, phone')).toBeVisible();
    expect(await screen.findByText(`Upload id: ${CORRELATION_ID}`)).toBeVisible();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toContain(`crm/${CORRELATION_ID}.csv`);
    expect(uploads[0]).toContain('ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Save audience' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toEqual({
      name: 'Loyal customers',
      type: 1,
      advertiserId: ADVERTISER,
      subtype: 'crm',
      correlation_id: CORRELATION_ID,
    });
  });

  it('keeps the audience unsaved when storage refuses the customer list', async () => {
    storageAnswers = 403;
    const user = userEvent.setup();
    const { container } = render('new');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Loyal customers');
    await user.click(screen.getByRole('radio', { name: 'CRM' }));
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['email\nana@example.com\n'], 'customers.csv', { type: 'text/csv' }));
    expect(await screen.findByText('The customers.csv could not be uploaded at the moment')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save audience' }));
    expect(await screen.findByText('Upload a customer list first.')).toBeVisible();
    expect(writes).toEqual([]);
  });

  it('edits a CDP audience with LiveRamp segments', async () => {
    const user = userEvent.setup();
    render(CDP_ID);
    expect(await screen.findByText('Trail runners')).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search LiveRamp segments' }), 'marathon');
    await user.click(await screen.findByRole('button', { name: 'Add Marathon runners' }));
    expect(screen.queryByRole('button', { name: 'Add Coffee lovers' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save audience' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PATCH',
      body: {
        name: 'Runners',
        type: 1,
        advertiserId: ADVERTISER,
        subtype: 'cdp',
        cdp_segments: ['lr-9', 'lr-1'],
      },
    });
  });

  it('names the missing audience id', () => {
    render('');
    expect(screen.getByRole('alert')).toHaveTextContent('Missing required parameter audience id');
  });
});
