import { scaleBand, scaleLinear } from '@visx/scale';
import { describe, expect, it } from 'vitest';
import { columnBands } from './columnBands.ts';
import { valueAxis } from './valueAxis.ts';

// Maxima of every magnitude the dashboards show: counts, money, rates and all-zero periods.
const MAXIMA = [
  0, 0.0004, 0.013, 0.2, 0.75, 1, 3, 7, 9.99, 10, 12, 48, 99, 100, 101, 250, 999, 1234.5, 6500, 7001, 48_213,
  99_999, 123_456, 1_000_000, 7_654_321.09,
];

describe('value axis', () => {
  it('rounds the top up to a nice step and ticks from 0 in nice steps', () => {
    expect(valueAxis(6500, 3)).toMatchObject({ top: 6500, ticks: [0, 2000, 4000, 6000] });
    expect(valueAxis(137, 3)).toMatchObject({ top: 140, ticks: [0, 50, 100] });
    expect(valueAxis(0.37, 3)).toMatchObject({ top: 0.4, ticks: [0, 0.1, 0.2, 0.3, 0.4] });
  });

  it('draws an axis up to 1 when every value is 0', () => {
    expect(valueAxis(0, 3)).toMatchObject({ top: 1, ticks: [0, 0.5, 1] });
  });

  it('places values from the bottom (0) to the top of the drawing', () => {
    const axis = valueAxis(6500, 3);
    expect(axis.position(0, 160)).toBe(160);
    expect(axis.position(6500, 160)).toBe(0);
    expect(axis.position(3250, 160)).toBe(80);
  });

  it('matches the linear scale of d3 with nice() and ticks(3), for every magnitude', () => {
    for (const max of MAXIMA) {
      const d3 = scaleLinear({ domain: [0, max || 1], range: [160, 0], nice: true });
      const axis = valueAxis(max, 3);
      expect(axis.top).toBe(d3.domain()[1]);
      expect(axis.ticks).toEqual(d3.ticks(3));
      for (const value of [0, max / 3, max / 2, max]) expect(axis.position(value, 160)).toBe(d3(value));
    }
  });
});

describe('column bands', () => {
  it('matches the band scale of d3 with the same padding, for 1 to 92 columns', () => {
    for (let count = 1; count <= 92; count += 1) {
      const keys = Array.from({ length: count }, (_, index) => String(index));
      const d3 = scaleBand({ domain: keys, range: [0, 600], padding: 0.2 });
      const bands = columnBands(count, 600, 0.2);
      expect(bands.bandwidth).toBe(d3.bandwidth());
      expect(keys.map((_, index) => bands.start(index))).toEqual(keys.map((key) => d3(key)));
    }
  });
});
