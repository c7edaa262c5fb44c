// Server-renders the headline screens from the installed packages, as an embedder's Node server
// would: English with nothing loaded first, German after the documented `await loadCatalogue('de')`,
// to a string and as a stream. Each render must show the screen's own words in its language and no
// raw message key. The client's requests never answer: the campaign list and editor show their data
// because the server fetched it first into the query client it hands the provider (sdk-core's query
// factories over the `testing` entry's in-memory API, standing in for the platform), every other
// screen shows its first state.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import {
  AssetUploader,
  Billing,
  CampaignEditor,
  CampaignList,
  Dashboard,
  loadCatalogue,
  PlatformProvider,
  Reporting,
} from '@earshot/react-components';
import {
  CAMPAIGN_ADVERTISER_ID,
  createInMemoryCampaignApi,
  DELIVERY_CAMPAIGNS,
} from '@earshot/react-components/testing';
import {
  createMemoryTokenStore,
  createPlatformClient,
  getAdvertiserQuery,
  getCampaignQuery,
  listCampaignsQuery,
} from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

const advertiserId = '7d0c2a8e-3f41-4b7a-9c55-1e2f3a4b5c6d';

/** The campaign the editor opens, from the in-memory API's campaigns. */
const [campaign] = DELIVERY_CAMPAIGNS;

/** The platform as the embedder's server reaches it, here the in-memory campaign API. */
const platform = () =>
  createPlatformClient(createInMemoryCampaignApi({ campaigns: DELIVERY_CAMPAIGNS }).client());

/**
 * Each headline screen with the key of a message its first render shows; a screen whose data the
 * server fetches first (`prefetch`, given the query client and the platform client) also shows
 * `text` of that data.
 */
const screens = [
  {
    name: 'CampaignList',
    component: CampaignList,
    props: { advertiserId: CAMPAIGN_ADVERTISER_ID },
    prefetch: (queryClient, client) =>
      Promise.all([
        queryClient.fetchQuery(listCampaignsQuery(client, CAMPAIGN_ADVERTISER_ID)),
        queryClient.fetchQuery(getAdvertiserQuery(client, CAMPAIGN_ADVERTISER_ID)),
      ]),
    key: 'campaigns.list.new',
    text: campaign.name,
  },
  {
    name: 'CampaignEditor',
    component: CampaignEditor,
    props: { advertiserId: CAMPAIGN_ADVERTISER_ID, campaignId: campaign.id },
    prefetch: (queryClient, client) =>
      Promise.all([
        queryClient.fetchQuery(getCampaignQuery(client, CAMPAIGN_ADVERTISER_ID, campaign.id)),
        queryClient.fetchQuery(getAdvertiserQuery(client, CAMPAIGN_ADVERTISER_ID)),
      ]),
    key: 'campaigns.field.name',
    text: campaign.name,
  },
  { name: 'Dashboard', component: Dashboard, props: { advertiserId }, key: 'dashboard.loading' },
  { name: 'AssetUploader', component: AssetUploader, props: { advertiserId }, key: 'assetUploader.prompt' },
  { name: 'Reporting', component: Reporting, props: { advertiserId }, key: 'reporting.description' },
  { name: 'Billing', component: Billing, props: { advertiserId }, key: 'billing.description' },
];

/** What looks like a raw message key, e.g. `assetUploader.prompt`, where a translation should be. */
const RAW_KEY = /\b[a-z]+[A-Z]\w*\.[a-z]\w+/;
/** A dotted word, which may be a key of the catalogues (`billing.title`). */
const DOTTED = /\b[a-z][\w-]*(?:\.[\w-]+)+/gi;

const pendingClient = () => ({
  baseUrl: 'https://api.example.com/v1',
  tokenStore: createMemoryTokenStore(),
  fetch: () => new Promise(() => {}),
});

/**
 * The screen in its provider, as one request of the server renders it: with a query client of its
 * own, into which the screen's data is fetched first when it has a `prefetch` (with `fetchQuery`,
 * which throws, so that a failed fetch is reported as itself rather than as a missing text).
 */
async function page(screen, locale) {
  const queryClient = new QueryClient();
  await screen.prefetch?.(queryClient, platform());
  return createElement(
    PlatformProvider,
    { client: pendingClient(), queryClient, locale },
    createElement(screen.component, screen.props),
  );
}

/** What a reader sees or hears: text nodes and the labels of elements, entities decoded. */
function readable(html) {
  const labels = [...html.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map(
    (match) => match[1],
  );
  const text = html
    .replaceAll(/<!--[\s\S]*?-->/g, '')
    .replaceAll(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replaceAll(/<[^>]*>/g, '\n');
  return [text, ...labels]
    .join('\n')
    .replaceAll(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, entity) => {
      const named = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }[
        entity.toLowerCase()
      ];
      if (named) return named;
      return String.fromCodePoint(
        Number.parseInt(entity.slice(entity[1] === 'x' ? 2 : 1), entity[1] === 'x' ? 16 : 10),
      );
    });
}

function streamToString(element) {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk;
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

/** Renders every screen with `render`; a render that throws is kept as its error. */
async function renderAll(locale, render) {
  const renders = [];
  for (const screen of screens) {
    try {
      renders.push({ screen, html: await render(await page(screen, locale)) });
    } catch (error) {
      renders.push({ screen, error });
    }
  }
  return renders;
}

/**
 * The problems of a set of renders: errors, a screen's message or data missing, raw keys shown
 * (camel-cased ones, and any key of the catalogue).
 */
function problems(how, renders, messages) {
  return renders.flatMap(({ screen, html, error }) => {
    const where = `${screen.name} (${how})`;
    if (error) return [`${where}: ${error instanceof Error ? error.message : error}`];
    const text = readable(html);
    const keys = [...(text.match(RAW_KEY) ?? []), ...(text.match(DOTTED) ?? [])].filter(
      (word, index, words) => words.indexOf(word) === index && (RAW_KEY.test(word) || word in messages),
    );
    const found = keys.map((key) => `${where}: shows the raw message key ${key}`);
    const expected = messages[screen.key];
    for (const words of screen.text ? [expected, screen.text] : [expected]) {
      if (!text.includes(words)) found.push(`${where}: does not show "${words}"`);
    }
    return found;
  });
}

// English first, before any catalogue has loaded: a server's first request.
const englishRenders = await renderAll('en', renderToString);

// The words each screen must show, from the package's own catalogues.
const english = await loadCatalogue('en');
const german = await loadCatalogue('de');
for (const { name, key } of screens) {
  assert.ok(english[key] && german[key], `${name}: the catalogues have no message ${key}`);
  assert.notEqual(german[key], english[key], `${name}: ${key} reads the same in German and English`);
}

const found = [
  ...problems('English, renderToString, nothing loaded first', englishRenders, english),
  ...problems('German, renderToString', await renderAll('de', renderToString), german),
  ...problems('German, renderToPipeableStream', await renderAll('de', streamToString), german),
];
if (found.length > 0) {
  console.error(found.join('\n'));
  process.exit(1);
}
console.log(`${screens.length} screens render on the server in English and German, as strings and streams`);
