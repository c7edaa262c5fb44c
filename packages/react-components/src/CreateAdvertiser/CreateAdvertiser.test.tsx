import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, startServer } from '../../test/httpServer.ts';
import { readJson, readText } from '../../test/readBody.ts';
import { renderWithServer } from '../../test/renderWithServer.tsx';
import { advertiserFixture } from '../testing/accountFixtures.ts';
import { CreateAdvertiser, type CreateAdvertiserProps } from './CreateAdvertiser.tsx';

vi.setConfig({ testTimeout: 20_000 });

const CORS = { 'access-control-allow-origin': '*' };
const NEW_ID = '7d1e2f30-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describe('CreateAdvertiser', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let posts: Record<string, unknown>[];
  let uploads: string[];
  beforeAll(async () => {
    server = await startServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://api');
      if (url.pathname === '/storage/logos') {
        if (request.method === 'OPTIONS') return void response.writeHead(204, CORS).end();
        const form = await readText(request, 'latin1');
        uploads.push(/filename="([^"]+)"/.exec(form)?.[1] ?? '');
        return void response.writeHead(204, CORS).end();
      }
      if (url.pathname !== '/v1/companies' || request.method !== 'POST') {
        return json(response, 404, { Message: 'Not found', type: 'error' });
      }
      const body = await readJson(request);
      posts.push(body);
      if (body.url === 'bluebird.coffee') {
        return json(response, 409, {
          Message: 'Taken',
          type: 'error',
          fields: { url: 'advertiser.url.taken' },
        });
      }
      const advertiser = {
        ...advertiserFixture(NEW_ID, String(body.name), String(body.url), 1),
        category: body.category,
        filename: body.filename ?? null,
        onboarded: false,
      };
      const s3_data = body.filename
        ? {
            url: `${server.url}/storage/logos`,
            fields: { key: `logos/${NEW_ID}/${body.filename}` },
            expires_at: '2099-01-01T00:00:00Z',
            max_size_bytes: 5_000_000,
            content_type: body.content_type,
          }
        : null;
      json(response, 201, { advertiser, s3_data });
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    posts = [];
    uploads = [];
  });

  const render = (props: CreateAdvertiserProps = {}, locale = 'en') =>
    renderWithServer(<CreateAdvertiser {...props} />, { serverUrl: server.url, locale });

  /** Types the advertiser's name and website and picks its category by typing part of its name. */
  async function fill(user: ReturnType<typeof userEvent.setup>, name: string, website: string) {
    const form = within(await screen.findByRole('form', { name: 'Create an advertiser' }));
    await user.type(form.getByRole('textbox', { name: 'Advertiser name' }), name);
    await user.type(form.getByRole('textbox', { name: 'Website' }), website);
    await user.type(form.getByRole('combobox', { name: 'Category' }), 'Comedy Interv');
    await user.click(await screen.findByRole('option', { name: 'Comedy › Comedy Interviews' }));
    return form;
  }

  it('creates the advertiser with POST /companies, its website as a domain, and hands it over', async () => {
    const user = userEvent.setup();
    const onCreated = vi.fn();
    render({ onCreated });
    const form = await fill(user, 'Sunrise Radio', 'https://www.Sunrise-Radio.com');
    await user.click(form.getByRole('button', { name: 'Create advertiser' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(posts).toEqual([
      { name: 'Sunrise Radio', url: 'sunrise-radio.com', category: 'comedy-interviews' },
    ]);
    expect(onCreated).toHaveBeenCalledWith(
      expect.objectContaining({ uuid: NEW_ID, name: 'Sunrise Radio', url: 'sunrise-radio.com' }),
    );
    expect(uploads).toEqual([]);
  });

  it('says what each field needs before sending anything', async () => {
    const user = userEvent.setup();
    render();
    const form = within(await screen.findByRole('form', { name: 'Create an advertiser' }));
    await user.click(form.getByRole('button', { name: 'Create advertiser' }));
    expect(await form.findByText('Advertiser name is required.')).toBeVisible();
    expect(form.getByText('The website must be a domain such as acme-audio.com.')).toBeVisible();
    expect(form.getByText('The category must be one of the content categories.')).toBeVisible();
    expect(form.getByRole('textbox', { name: 'Website' })).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
  });

  it('shows a website another advertiser uses at its field, keeping what was typed', async () => {
    const user = userEvent.setup();
    const onCreated = vi.fn();
    render({ onCreated });
    const form = await fill(user, 'Bluebird Two', 'bluebird.coffee');
    await user.click(form.getByRole('button', { name: 'Create advertiser' }));
    expect(await form.findByText('Another advertiser already uses this website.')).toBeVisible();
    expect(form.getByRole('textbox', { name: 'Advertiser name' })).toHaveValue('Bluebird Two');
    expect(form.getByRole('textbox', { name: 'Website' })).toHaveValue('bluebird.coffee');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('announces an optional logo in the POST and uploads it under the policy of the answer', async () => {
    const user = userEvent.setup();
    const onCreated = vi.fn();
    const view = render({ onCreated });
    expect(await screen.findByText('Optional: add your logo now or later.')).toBeVisible();
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await user.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'sunrise.png', { type: 'image/png' }),
    );
    expect(screen.getByText('sunrise.png will be uploaded when you save.')).toBeVisible();
    const form = await fill(user, 'Sunrise Radio', 'sunrise-radio.com');
    await user.click(form.getByRole('button', { name: 'Create advertiser' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(posts[0]).toMatchObject({ filename: 'sunrise.png', content_type: 'image/png' });
    expect(uploads).toEqual(['sunrise.png']);
  });

  it('speaks the provider locale', async () => {
    render({}, 'de');
    const form = within(await screen.findByRole('form', { name: 'Werbetreibenden anlegen' }));
    expect(form.getByRole('textbox', { name: 'Name des Werbetreibenden' })).toBeVisible();
    expect(form.getByRole('button', { name: 'Werbetreibenden anlegen' })).toBeVisible();
  });
});
