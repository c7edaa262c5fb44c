import '@testing-library/jest-dom/vitest';
import type { Schema } from '@earshot/sdk-core';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { BreakdownChart } from './BreakdownChart.tsx';
import * as frameStyles from './ChartFrame.css.ts';

const row = (key: string, impressions: number): Schema<'BreakdownRow'> =>
  ({ key, label: key, impressions }) as Schema<'BreakdownRow'>;

const renderBars = (rows: Schema<'BreakdownRow'>[]) =>
  renderWithProvider(
    <BreakdownChart
      dimension="show"
      metric="impressions"
      rows={rows}
      formatValue={(value) => value.toLocaleString('de-DE')}
      rowLabel={(one) => one.label}
    />,
  );

/** The value axis under the bars: each label's text and whether a narrow plot leaves it out. */
const valueAxis = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>(`.${frameStyles.tick.bottom}`)].map((label) => ({
    text: label.textContent,
    minor: label.classList.contains(frameStyles.minorTick),
  }));

describe('BreakdownChart', () => {
  it('keeps every other value label, the highest included, where the plot is narrow', () => {
    const { container } = renderBars([row('a', 233_640), row('b', 36_810), row('c', 181_530)]);
    expect(valueAxis(container)).toEqual([
      { text: '0', minor: false },
      { text: '50.000', minor: true },
      { text: '100.000', minor: false },
      { text: '150.000', minor: true },
      { text: '200.000', minor: false },
    ]);
  });
});
