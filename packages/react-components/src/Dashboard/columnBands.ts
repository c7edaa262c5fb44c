/** Where each column of a chart goes across its width, as d3-scale's band scale places them. */
export interface ColumnBands {
  /** The left edge of the column at `index`. */
  start: (index: number) => number;
  /** The width of each column. */
  bandwidth: number;
}

/**
 * `count` columns across `width`, with `padding` (a share of a step) between them and at both ends,
 * centred: `scaleBand().range([0, width]).padding(padding)` of d3-scale, without loading it.
 */
export function columnBands(count: number, width: number, padding: number): ColumnBands {
  const step = width / Math.max(1, count - padding + padding * 2);
  const first = (width - step * (count - padding)) / 2;
  return { start: (index) => first + step * index, bandwidth: step * (1 - padding) };
}
