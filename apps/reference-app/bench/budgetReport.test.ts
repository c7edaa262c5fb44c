import { describe, expect, it } from 'vitest';
import { budgetMisses, budgetTable, describeMisses, median, type PageMeasurement } from './budgetReport.ts';

const page = (overrides: Partial<PageMeasurement>): PageMeasurement => ({
  name: '/login',
  landedAt: null,
  budget: { jsBytes: 90_000, lcpMs: 1000 },
  jsBytes: 80_000,
  cssBytes: 3_000,
  files: 4,
  sizes: [
    { path: '/assets/index.js', bytes: 70_000 },
    { path: '/assets/login.js', bytes: 10_000 },
  ],
  lcpRuns: [400, 500, 450],
  ...overrides,
});

describe('the bench budgets', () => {
  it('takes the median of the runs', () => {
    expect(median([900, 100, 500])).toBe(500);
    expect(median([100, 300, 200, 400])).toBe(250);
  });

  it('passes a page within both of its budgets', () => {
    expect(budgetMisses([page({})])).toEqual([]);
  });

  it('names the JavaScript and the LCP over budget, and the largest files of the page', () => {
    const heavy = page({ jsBytes: 117_300, lcpRuns: [1404, 1220, 940, 1016, 1072] });
    const misses = budgetMisses([heavy, page({ name: 'team', budget: { jsBytes: 200_000 } })]);
    expect(
      misses.map(({ page: { name }, what, measured, budget }) => [name, what, measured, budget]),
    ).toEqual([
      ['/login', 'JavaScript', '117.3 kB', '90.0 kB'],
      ['/login', 'LCP', '1,072 ms', '1,000 ms'],
    ]);
    const described = describeMisses(misses);
    expect(described).toContain('✖ /login: JavaScript 117.3 kB, budget 90.0 kB');
    expect(described).toContain('70.0 kB  /assets/index.js');
  });

  it('does not judge the LCP of a page it did not time', () => {
    expect(budgetMisses([page({ budget: { jsBytes: 200_000 }, lcpRuns: [] })])).toEqual([]);
  });

  it('prints every page beside its budgets', () => {
    const table = budgetTable([
      page({}),
      page({ name: '/signup', budget: { jsBytes: 200_000 }, jsBytes: 250_000, lcpRuns: [] }),
    ]);
    expect(table.split('\n')[0]).toMatch(/^\| page +\| JS gzipped \| +budget \| files \|/);
    expect(table).toMatch(/\| \/login +\| +80\.0 kB \| +≤ 90\.0 kB ✔ \|/);
    expect(table).toMatch(/\| +450 ms \| +≤ 1,000 ms ✔ \|/);
    expect(table).toMatch(/\| \/signup +\| +250\.0 kB \| +≤ 200\.0 kB ✖ \| +4 \| +3\.0 kB \| +— \| +— \|/);
  });
});
