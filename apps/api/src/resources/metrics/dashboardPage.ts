import type { MetricsAggregate } from './metricsAggregate.ts';

const TITLES = { cpm: 'CPM', cpa: 'CPA', 'cpa-incrementality': 'CPA Incrementality' } as const;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const formatNumber = (value: number | null): string => (value === null ? '–' : value.toLocaleString('en-US'));

/**
 * The embeddable dashboard page: totals, lift (incrementality dashboard) and the daily series as plain,
 * accessible tables. Self-contained (inline styles only) so it renders inside any iframe.
 */
export function renderDashboardPage(
  dashboard: keyof typeof TITLES,
  range: { startDate: string; endDate: string },
  metrics: MetricsAggregate,
): string {
  const { totals, lift } = metrics;
  const totalRows: [string, number | null][] = [
    ['Impressions', totals.impressions],
    ['Reach', totals.reach],
    ['Listens', totals.listens],
    ['Clicks', totals.clicks],
    ['Spend', totals.spend],
    ['CPM', totals.cpm],
    ['Conversions', totals.conversions],
    ['CPA', totals.cpa],
  ];
  const liftRows: [string, number][] = lift
    ? [
        ['Exposed conversion rate', lift.exposed_conversion_rate],
        ['Control conversion rate', lift.control_conversion_rate],
        ['Lift (%)', lift.lift_percent],
        ['Incremental conversions', lift.incremental_conversions],
        ['Confidence', lift.confidence],
      ]
    : [];
  const row = (cells: string[], header = false) =>
    `<tr>${cells.map((cell, i) => (header || i === 0 ? `<th scope="${header ? 'col' : 'row'}">${cell}</th>` : `<td>${cell}</td>`)).join('')}</tr>`;
  const title = `${TITLES[dashboard]} dashboard`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font:14px system-ui,sans-serif;margin:16px;color:#1d1d1f}table{border-collapse:collapse;margin:0 0 16px}
th,td{border:1px solid #d0d0d5;padding:4px 8px;text-align:right}th[scope=row]{text-align:left}</style></head>
<body><main><h1>${title}</h1>
<p>${escapeHtml(range.startDate)} to ${escapeHtml(range.endDate)}${metrics.simulated ? ' · demo data' : ''}</p>
<table><caption>Totals</caption>${totalRows.map(([label, value]) => row([label, formatNumber(value)])).join('')}</table>
${liftRows.length ? `<table><caption>Incrementality</caption>${liftRows.map(([label, value]) => row([label, formatNumber(value)])).join('')}</table>` : ''}
<table><caption>By day</caption>${row(['Date', 'Impressions', 'Spend', 'Conversions'], true)}${metrics.series
    .map((point) =>
      row([
        point.date,
        formatNumber(point.impressions),
        formatNumber(point.spend),
        formatNumber(point.conversions),
      ]),
    )
    .join('')}</table>
</main></body></html>`;
}
