import type { PageBudget } from './routes.ts';

/** What the bench measured of one page. */
export interface PageMeasurement {
  /** The page's name in the table, e.g. '/login' or 'dashboard'. */
  name: string;
  /** The path the page ended at, when the app redirected. */
  landedAt: string | null;
  budget: PageBudget;
  /** Gzipped JavaScript of a first visit, in bytes. */
  jsBytes: number;
  /** Gzipped CSS of a first visit, in bytes. */
  cssBytes: number;
  /** How many JavaScript and CSS files the first visit loaded. */
  files: number;
  /** Every file with its gzipped size, largest first. */
  sizes: readonly { path: string; bytes: number }[];
  /** The Largest Contentful Paint of each run, in ms; empty when not measured. */
  lcpRuns: readonly number[];
}

/** A budget a page exceeds. */
export interface BudgetMiss {
  page: PageMeasurement;
  what: 'JavaScript' | 'LCP';
  measured: string;
  budget: string;
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;

/** The median of some values (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Every budget the measured pages exceed, in table order. */
export function budgetMisses(pages: readonly PageMeasurement[]): BudgetMiss[] {
  return pages.flatMap((page): BudgetMiss[] => {
    const misses: BudgetMiss[] = [];
    if (page.jsBytes > page.budget.jsBytes) {
      misses.push({ page, what: 'JavaScript', measured: kB(page.jsBytes), budget: kB(page.budget.jsBytes) });
    }
    const { lcpMs } = page.budget;
    if (lcpMs !== undefined && page.lcpRuns.length > 0 && median(page.lcpRuns) > lcpMs) {
      misses.push({ page, what: 'LCP', measured: ms(median(page.lcpRuns)), budget: ms(lcpMs) });
    }
    return misses;
  });
}

/** A Markdown table, the first column left-aligned and the others right-aligned. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

const within = (measured: number, budget: number) => (measured <= budget ? '✔' : '✖');

/** The table: each page's gzipped JavaScript and LCP beside its budgets. */
export function budgetTable(pages: readonly PageMeasurement[]): string {
  return markdownTable(
    ['page', 'JS gzipped', 'budget', 'files', 'CSS gzipped', 'LCP, 4× CPU', 'budget'],
    pages.map((page) => {
      const { lcpMs } = page.budget;
      const lcp = page.lcpRuns.length > 0 ? median(page.lcpRuns) : null;
      return [
        page.landedAt ? `${page.name} → ${page.landedAt}` : page.name,
        kB(page.jsBytes),
        `≤ ${kB(page.budget.jsBytes)} ${within(page.jsBytes, page.budget.jsBytes)}`,
        String(page.files),
        kB(page.cssBytes),
        lcp === null ? '—' : ms(lcp),
        lcpMs === undefined ? '—' : `≤ ${ms(lcpMs)} ${lcp === null ? '' : within(lcp, lcpMs)}`.trim(),
      ];
    }),
  );
}

/** What to print for the misses: each one, then the largest files of each page that misses. */
export function describeMisses(misses: readonly BudgetMiss[], largest = 8): string {
  const lines: string[] = [];
  for (const miss of misses) {
    lines.push(`✖ ${miss.page.name}: ${miss.what} ${miss.measured}, budget ${miss.budget}`);
  }
  for (const page of new Set(misses.map((miss) => miss.page))) {
    lines.push(`\n  The largest files of ${page.name}:`);
    for (const { path, bytes } of page.sizes.slice(0, largest)) {
      lines.push(`  ${kB(bytes).padStart(9)}  ${path}`);
    }
  }
  return lines.join('\n');
}
