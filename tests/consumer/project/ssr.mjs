// Server-renders the headline screens from the installed packages, as an embedder's Node server
// would: English with nothing loaded first, German after the documented `await loadCatalogue('de')`,
// to a string and as a stream. Each render must show the screen's own words in its language and no
// raw message key. The client's requests never answer, so each screen shows its first state.
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
import { createMemoryTokenStore } from '@earshot/sdk-core';
import { createElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

const advertiserId = '7d0c2a8e-3f41-4b7a-9c55-1e2f3a4b5c6d';

/** Each headline screen with the key of a message its first render shows. */
const screens = [
  { name: 'CampaignList', component: CampaignList, props: { advertiserId }, key: 'campaigns.loading' },
  {
    name: 'CampaignEditor',
    component: CampaignEditor,
    props: { advertiserId, campaignId: 'new' },
    key: 'campaigns.loading',
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

const page = (screen, locale) =>
  createElement(
    PlatformProvider,
    { client: pendingClient(), locale },
    createElement(screen.component, screen.props),
  );

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
      renders.push({ screen, html: await render(page(screen, locale)) });
    } catch (error) {
      renders.push({ screen, error });
    }
  }
  return renders;
}

/**
 * The problems of a set of renders: errors, a screen's message missing, raw keys shown (camel-cased
 * ones, and any key of the catalogue).
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
    if (!text.includes(expected)) found.push(`${where}: does not show "${expected}"`);
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
