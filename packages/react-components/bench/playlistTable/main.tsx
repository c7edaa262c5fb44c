import { createMemoryTokenStore } from '@earshot/sdk-core';
import { createRoot } from 'react-dom/client';
import { PlatformProvider, PlaylistTable } from '../../src/index.ts';
import { AgGridTable } from './AgGridTable.tsx';
import { benchRows } from './rows.ts';

/** What the runner reads back from the page. */
declare global {
  interface Window {
    bench: {
      grid: string;
      firstRenderMs: Promise<number>;
      sortMs: (column: string) => Promise<number>;
      scrollFrames: (frames: number, step: number) => Promise<number[]>;
    };
  }
}

const grid = new URLSearchParams(location.search).get('grid') === 'ag-grid' ? 'ag-grid' : 'playlist-table';
const count = Number(new URLSearchParams(location.search).get('rows') ?? 100_000);
const rows = benchRows(count);
const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

const selectors =
  grid === 'ag-grid'
    ? {
        firstRow: '.ag-center-cols-container .ag-row',
        header: (column: string) => `.ag-header-cell[col-id="${column}"]`,
        viewport: '.ag-body-viewport',
      }
    : {
        firstRow: 'tbody tr[aria-rowindex]',
        header: (column: string) => `th[data-column="${column}"]`,
        viewport: '[data-state="ready"] > div',
      };

/** Waits frame by frame until `done()`, then one more frame so the result is painted. */
async function until(done: () => boolean): Promise<number> {
  while (!done()) await frame();
  await frame();
  return performance.now();
}

const rendered = performance.now();
createRoot(document.getElementById('root') as HTMLElement).render(
  grid === 'ag-grid' ? (
    <AgGridTable rows={rows} />
  ) : (
    <PlatformProvider client={{ baseUrl: 'http://127.0.0.1:9/v1', tokenStore: createMemoryTokenStore() }}>
      <PlaylistTable playlists={rows} height={600} />
    </PlatformProvider>
  ),
);

window.bench = {
  grid,
  firstRenderMs: until(() => document.querySelector(selectors.firstRow) !== null).then(
    (end) => end - rendered,
  ),
  async sortMs(column) {
    const header = document.querySelector<HTMLElement>(selectors.header(column));
    if (!header) throw new Error(`No header for column ${column} in ${grid}`);
    const start = performance.now();
    header.click();
    const end = await until(() => header.getAttribute('aria-sort') === 'ascending');
    return end - start;
  },
  async scrollFrames(frames, step) {
    const viewport = document.querySelector<HTMLElement>(selectors.viewport);
    if (!viewport) throw new Error(`No scrolling viewport in ${grid}`);
    viewport.scrollTop = 0;
    let last = await frame();
    const times: number[] = [];
    for (let i = 0; i < frames; i++) {
      viewport.scrollTop += step;
      const now = await frame();
      times.push(now - last);
      last = now;
    }
    return times;
  },
};
