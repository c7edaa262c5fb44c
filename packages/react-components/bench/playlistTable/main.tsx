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
      headerSelector: (column: string) => string;
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
        firstRow: '.ag-row',
        header: (column: string) => `.ag-header-cell[col-id="${column}"] .ag-header-cell-label`,
        sortedAscending: (label: Element) =>
          label.closest('.ag-header-cell')?.getAttribute('aria-sort') === 'ascending',
      }
    : {
        firstRow: 'tbody tr[aria-rowindex]',
        header: (column: string) => `th[data-column="${column}"]`,
        sortedAscending: (header: Element) => header.getAttribute('aria-sort') === 'ascending',
      };

/**
 * The element that scrolls the rows: the one that can scroll furthest. (Not merely one whose content
 * is taller than itself: AG Grid also holds a zero-height measuring box and thin scrollbar boxes.)
 */
const scroller = () =>
  [...document.querySelectorAll<HTMLElement>('#root *')].reduce<HTMLElement | undefined>(
    (best, element) =>
      element.scrollHeight - element.clientHeight > (best ? best.scrollHeight - best.clientHeight : 0)
        ? element
        : best,
    undefined,
  );

/** Waits frame by frame until `done()`, then one more frame so the result is painted. */
async function until(done: () => boolean, what: string): Promise<number> {
  const start = performance.now();
  while (!done()) {
    if (performance.now() - start > 20_000) throw new Error(`${grid}: no ${what} after 20 s`);
    await frame();
  }
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
  firstRenderMs: until(() => document.querySelector(selectors.firstRow) !== null, 'rows').then(
    (end) => end - rendered,
  ),
  headerSelector: selectors.header,
  // Timed from the pointer press of the runner's real mouse click to the painted, sorted grid.
  async sortMs(column) {
    const header = document.querySelector<HTMLElement>(selectors.header(column));
    if (!header) throw new Error(`No header for column ${column} in ${grid}`);
    const start = await new Promise<number>((resolve) =>
      document.addEventListener('pointerdown', () => resolve(performance.now()), {
        capture: true,
        once: true,
      }),
    );
    const end = await until(() => selectors.sortedAscending(header), `sort by ${column}`);
    return end - start;
  },
  async scrollFrames(frames, step) {
    const viewport = scroller();
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
    // A grid that did not move was not measured: its frames would be those of an idle page.
    if (viewport.scrollTop < frames * step * 0.9)
      throw new Error(`${grid} did not scroll (${viewport.scrollTop}px)`);
    return times;
  },
};
