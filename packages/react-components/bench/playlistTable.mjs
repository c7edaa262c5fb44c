// PlaylistTable against AG Grid Community on the same 100,000 rows, in headless Chromium: time to
// first render, time to sort by each column, and frame times while scrolling (median, p95). The
// page is built with Vite (production React), served from a local server on a free port, and each
// grid opens in a fresh page of the same browser. Set CHROMIUM_PATH to use another Chromium build.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { launchChromium } from '@earshot/chromium';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SCROLL_FRAMES = 240;
const SCROLL_STEP_PX = 180;
const COLUMNS = ['name', 'type', 'inventory_size', 'created_at', 'tags'];
const packageDir = new URL('..', import.meta.url).pathname;
const source = (pkg) => join(packageDir, '..', pkg, 'src', 'index.ts');
const agGridVersion = JSON.parse(
  readFileSync(new URL('../node_modules/ag-grid-community/package.json', import.meta.url), 'utf8'),
).version;

async function buildPage(outDir) {
  await build({
    root: join(packageDir, 'bench', 'playlistTable'),
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react(), vanillaExtractPlugin()],
    // Workspace packages from source; not the `source` condition, which react-aria also publishes.
    resolve: {
      alias: { '@earshot/sdk-core': source('sdk-core'), '@earshot/validators': source('validators') },
    },
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 5000 },
  });
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

function serve(dir) {
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://bench').pathname;
    try {
      const body = readFileSync(join(dir, path === '/' ? 'index.html' : path));
      response.writeHead(200, { 'content-type': TYPES[extname(path || '.html')] ?? 'text/html' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const median = (values) => percentile(values, 50);
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function measure(context, url, grid) {
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`${grid}: ${error.message}`));
  page.on('crash', () => console.error(`${grid}: page crashed`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`${grid}: ${message.text()}`);
  });
  page.setDefaultTimeout(300_000);
  await page.goto(`${url}/?grid=${grid}&rows=${ROWS}`);
  await page.waitForFunction(() => window.bench !== undefined);
  const result = { firstRender: await page.evaluate(() => window.bench.firstRenderMs) };
  for (const column of COLUMNS) {
    const sorted = page.evaluate((c) => window.bench.sortMs(c), column);
    await page.click(await page.evaluate((c) => window.bench.headerSelector(c), column));
    result[`sort ${column}`] = await sorted;
  }
  const frames = await page.evaluate(
    ([count, step]) => window.bench.scrollFrames(count, step),
    [SCROLL_FRAMES, SCROLL_STEP_PX],
  );
  result['scroll frame median'] = median(frames);
  result['scroll frame p95'] = percentile(frames, 95);
  result.domRows = await page.evaluate(() => document.querySelectorAll('tbody tr, .ag-row').length);
  await page.close();
  return result;
}

const work = mkdtempSync(join(tmpdir(), 'earshot-bench-'));
const server = await (async () => {
  await buildPage(join(work, 'page'));
  return serve(join(work, 'page'));
})();
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
try {
  const url = `http://127.0.0.1:${server.address().port}`;
  const ours = await measure(context, url, 'playlist-table');
  const theirs = await measure(context, url, 'ag-grid');
  const version = browser.version();
  console.log(
    `\nPlaylistTable vs AG Grid Community ${agGridVersion}: ${ROWS.toLocaleString('en')} rows, headless ${version}`,
  );
  console.log(`rows in the DOM after scrolling: PlaylistTable ${ours.domRows}, AG Grid ${theirs.domRows}\n`);
  const rows = Object.keys(ours)
    .filter((key) => key !== 'domRows')
    .map((key) => ({
      'metric (ms)': key,
      PlaylistTable: Number(ours[key].toFixed(1)),
      'AG Grid': Number(theirs[key].toFixed(1)),
      'ratio (PlaylistTable / AG Grid)': Number((ours[key] / theirs[key]).toFixed(2)),
    }));
  console.table(rows);
} finally {
  await browser.close();
  server.close();
  rmSync(work, { recursive: true, force: true });
}
