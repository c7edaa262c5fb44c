import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, startServer } from '../../test/httpServer.ts';
import { readJson, readText } from '../../test/readBody.ts';
import { renderWithServer } from '../../test/renderWithServer.tsx';
import { ACME_ID, advertiserFixture, userFixture } from '../testing/accountFixtures.ts';
import { AccountDetails } from './AccountDetails.tsx';

vi.setConfig({ testTimeout: 20_000 });

const CORS = { 'access-control-allow-origin': '*' };

/** The ids that more than one element of the document carries. */
const duplicateIds = () => {
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  return ids.filter((id, index) => ids.indexOf(id) !== index);
};

describe('AccountDetails', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let user: ReturnType<typeof userFixture>;
  let advertiser: ReturnType<typeof advertiserFixture>;
  let patches: { path: string; body: Record<string, unknown> }[];
  let uploads: string[];
  let failWith: number | null;
  beforeAll(async () => {
    server = await startServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://api');
      if (url.pathname === '/storage/logos') {
        if (request.method === 'OPTIONS') return void response.writeHead(204, CORS).end();
        const form = await readText(request, 'latin1');
        uploads.push(/filename="([^"]+)"/.exec(form)?.[1] ?? '');
        advertiser.logo_url = `${server.url}/storage/logos/${advertiser.filename}`;
        return void response.writeHead(204, CORS).end();
      }
      if (failWith) return json(response, failWith, {});
      if (url.pathname === '/v1/users/me') return json(response, 200, user);
      if (url.pathname === `/v1/companies/${ACME_ID}` && request.method === 'GET') {
        return json(response, 200, advertiser);
      }
      const body = request.method === 'PATCH' ? await readJson(request) : {};
      if (request.method === 'PATCH') patches.push({ path: url.pathname, body });
      if (url.pathname === '/v1/users' && request.method === 'PATCH') {
        if (body.email === 'taken@example.com') {
          return json(response, 422, {
            Message: 'Invalid',
            type: 'error',
            fields: { email: 'email.invalid' },
          });
        }
        Object.assign(user, body);
        return json(response, 200, user);
      }
      if (url.pathname === `/v1/companies/${ACME_ID}` && request.method === 'PATCH') {
        if (body.url === 'bluebird.coffee') {
          return json(response, 409, {
            Message: 'Taken',
            type: 'error',
            fields: { url: 'advertiser.url.taken' },
          });
        }
        const { content_type, ...changes } = body;
        Object.assign(advertiser, changes);
        const s3_data = body.filename
          ? {
              url: `${server.url}/storage/logos`,
              fields: { key: `logos/${ACME_ID}/${body.filename}` },
              expires_at: '2099-01-01T00:00:00Z',
              max_size_bytes: 5_000_000,
              content_type,
            }
          : null;
        return json(response, 200, { advertiser, s3_data });
      }
      json(response, 404, { Message: 'Not found', type: 'error' });
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    user = userFixture();
    advertiser = advertiserFixture(ACME_ID, 'Acme Audio', 'acme-audio.com');
    patches = [];
    uploads = [];
    failWith = null;
  });

  const render = (props: { isReadOnly?: boolean; onAdvertiserChange?: () => void } = {}, locale = 'en') =>
    renderWithServer(<AccountDetails advertiserId={ACME_ID} {...props} />, { serverUrl: server.url, locale });
  const form = (name: string) => within(screen.getByRole('form', { name }));

  it("saves the user's name and e-mail with PATCH /users", async () => {
    const user = userEvent.setup();
    render();
    const details = within(await screen.findByRole('form', { name: 'Your details' }));
    expect(details.getByRole('textbox', { name: 'First name' })).toHaveValue('Olivia');
    await user.clear(details.getByRole('textbox', { name: 'Last name' }));
    await user.type(details.getByRole('textbox', { name: 'Last name' }), 'Ortega');
    await user.click(details.getByRole('button', { name: 'Save your details' }));
    expect(await screen.findByText('Your details were saved.')).toBeVisible();
    expect(patches).toEqual([
      { path: '/v1/users', body: { first_name: 'Olivia', last_name: 'Ortega', email: 'owner@example.com' } },
    ]);
  });

  it('saves the attribution defaults reports use, refusing a window past 60 days', async () => {
    const user = userEvent.setup();
    render();
    const attribution = within(await screen.findByRole('form', { name: 'Attribution' }));
    const windowDays = attribution.getByRole('textbox', { name: 'Attribution window (days)' });
    expect(windowDays).toHaveValue('30');
    await user.clear(windowDays);
    await user.type(windowDays, '90');
    await user.tab();
    // The field clamps to its bounds as it loses focus, so the form never sends what the API refuses.
    expect(windowDays).toHaveValue('60');
    await user.clear(windowDays);
    await user.type(windowDays, '14');
    await user.click(attribution.getByRole('button', { name: /Attribution model/ }));
    await user.click(
      await screen.findByRole('option', { name: 'Linear: shared equally among the ads heard' }),
    );
    await user.click(attribution.getByRole('button', { name: 'Save attribution' }));
    expect(await screen.findByText('The attribution settings were saved.')).toBeVisible();
    expect(patches).toEqual([
      {
        path: `/v1/companies/${ACME_ID}`,
        body: { attribution_window_days: 14, attribution_model: 'linear' },
      },
    ]);
  });

  it('checks the fields before saving and shows the server’s field errors, keeping what was typed', async () => {
    const user = userEvent.setup();
    render();
    const details = within(await screen.findByRole('form', { name: 'Your details' }));
    await user.clear(details.getByRole('textbox', { name: 'First name' }));
    await user.clear(details.getByRole('textbox', { name: 'E-mail' }));
    await user.type(details.getByRole('textbox', { name: 'E-mail' }), 'not-an-address');
    await user.click(details.getByRole('button', { name: 'Save your details' }));
    expect(await details.findByText('E-mail address must look like name@example.com.')).toBeVisible();
    expect(details.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toEqual([]);
    await user.type(details.getByRole('textbox', { name: 'First name' }), 'Liv');
    await user.clear(details.getByRole('textbox', { name: 'E-mail' }));
    await user.type(details.getByRole('textbox', { name: 'E-mail' }), 'taken@example.com');
    await user.click(details.getByRole('button', { name: 'Save your details' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(await details.findByText('E-mail address must look like name@example.com.')).toBeVisible();
    expect(details.getByRole('textbox', { name: 'E-mail' })).toHaveValue('taken@example.com');
    expect(details.getByRole('textbox', { name: 'First name' })).toHaveValue('Liv');
  });

  it("saves the advertiser's name, website and category, normalising the website to its domain", async () => {
    const user = userEvent.setup();
    render();
    const details = within(await screen.findByRole('form', { name: 'Advertiser details' }));
    await user.clear(details.getByRole('textbox', { name: 'Advertiser name' }));
    await user.type(details.getByRole('textbox', { name: 'Advertiser name' }), 'Acme Audio Labs');
    await user.clear(details.getByRole('textbox', { name: 'Website' }));
    await user.type(details.getByRole('textbox', { name: 'Website' }), 'https://www.Acme-Labs.com');
    const category = details.getByRole('combobox', { name: 'Category' });
    await user.clear(category);
    await user.type(category, 'jazz');
    await user.click(await screen.findByRole('option', { name: 'Music › Jazz' }));
    await user.click(details.getByRole('button', { name: 'Save advertiser details' }));
    expect(await screen.findByText('Acme Audio Labs was saved.')).toBeVisible();
    expect(patches).toEqual([
      {
        path: `/v1/companies/${ACME_ID}`,
        body: { name: 'Acme Audio Labs', url: 'acme-labs.com', category: 'jazz' },
      },
    ]);
  });

  it('names the categories in the chosen locale and finds them by their translated names', async () => {
    const user = userEvent.setup();
    render({}, 'de');
    const details = within(await screen.findByRole('form', { name: 'Daten des Werbetreibenden' }));
    const category = details.getByRole('combobox', { name: 'Kategorie' });
    expect(category).toHaveValue('Technik & Computer › Technik');
    await user.clear(category);
    await user.type(category, 'Verbrechen');
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'Wahre Verbrechen & Mysteriöses',
      'Wahre Verbrechen & Mysteriöses › Wahre Verbrechen',
    ]);
    await user.click(
      screen.getByRole('option', { name: 'Wahre Verbrechen & Mysteriöses › Wahre Verbrechen' }),
    );
    await user.click(details.getByRole('button', { name: 'Daten des Werbetreibenden speichern' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.body).toMatchObject({ category: 'true-crime' });
  });

  it('uploads a new logo under the policy of the update and shows it', async () => {
    const user = userEvent.setup();
    const view = render();
    await screen.findByRole('form', { name: 'Advertiser details' });
    expect(screen.getByText('No logo yet.')).toBeVisible();
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await user.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'acme.png', { type: 'image/png' }),
    );
    expect(screen.getByText('acme.png will be uploaded when you save.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save advertiser details' }));
    expect(await screen.findByRole('img', { name: 'Logo of Acme Audio' })).toHaveAttribute(
      'src',
      `${server.url}/storage/logos/acme.png`,
    );
    expect(patches[0]?.body).toMatchObject({ filename: 'acme.png', content_type: 'image/png' });
    expect(uploads).toEqual(['acme.png']);
  });

  it('refuses a logo of another type and names a website another advertiser uses', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const view = render();
    const details = within(await screen.findByRole('form', { name: 'Advertiser details' }));
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['GIF89a'], 'acme.gif', { type: 'image/gif' }));
    expect(screen.getByText('The logo must be a PNG, JPEG, WebP or SVG image.')).toBeVisible();
    await user.clear(details.getByRole('textbox', { name: 'Website' }));
    await user.type(details.getByRole('textbox', { name: 'Website' }), 'bluebird.coffee');
    await user.click(details.getByRole('button', { name: 'Save advertiser details' }));
    expect(await details.findByText('Another advertiser already uses this website.')).toBeVisible();
    expect(details.getByRole('textbox', { name: 'Website' })).toHaveValue('bluebird.coffee');
    expect(uploads).toEqual([]);
  });

  it('shows the advertiser read-only to view-only members while their own details stay editable', async () => {
    render({ isReadOnly: true });
    const details = within(await screen.findByRole('form', { name: 'Advertiser details' }));
    expect(details.getByRole('textbox', { name: 'Advertiser name' })).toHaveAttribute('readonly');
    expect(details.queryByRole('button', { name: 'Save advertiser details' })).toBeNull();
    expect(details.queryByRole('button', { name: /Browse/ })).toBeNull();
    expect(form('Your details').getByRole('button', { name: 'Save your details' })).toBeEnabled();
  });

  it("switches to another of the user's advertisers", async () => {
    const user = userEvent.setup();
    const onAdvertiserChange = vi.fn();
    render({ onAdvertiserChange });
    await user.click(await screen.findByRole('button', { name: /Work for/ }));
    // The switcher's list loads at its first press.
    await user.click(await screen.findByRole('option', { name: 'Bluebird Coffee' }));
    expect(onAdvertiserChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'Bluebird Coffee' }));
    expect(onAdvertiserChange.mock.calls[0]?.[0]).not.toHaveProperty('id');
  });

  it('says when the details cannot be loaded, in the chosen locale', async () => {
    failWith = 503;
    render({}, 'fr');
    expect(await screen.findByText('Les détails de votre compte n’ont pas pu être chargés.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  });
  it('gives every element its own id when two copies share a page', async () => {
    renderWithServer(
      <>
        <AccountDetails advertiserId={ACME_ID} onAdvertiserChange={() => {}} />
        <AccountDetails advertiserId={ACME_ID} onAdvertiserChange={() => {}} />
      </>,
      { serverUrl: server.url },
    );
    await waitFor(() => expect(screen.getAllByRole('form', { name: 'Advertiser details' })).toHaveLength(2));
    expect(screen.getAllByRole('form', { name: 'Your details' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /Work for/ })).toHaveLength(2);
    expect(screen.getAllByRole('region', { name: 'Advertiser' })).toHaveLength(2);
    expect(duplicateIds()).toEqual([]);
  });
});
