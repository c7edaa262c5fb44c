// The value axis of a column chart from 0, as d3-scale's linear scale draws it with `nice()` and
// `ticks(count)`, from d3-array's functions of the same names: the dashboard draws the same axis
// without loading d3-scale (and its interpolators and colours) on its first paint.
import { nice, ticks } from 'd3-array';

/** How many nice steps `nice()` aims for (d3-scale's default). */
const NICE_COUNT = 10;

/** A value axis from 0: its top, where a value sits on it, and its tick values. */
export interface ValueAxis {
  /** The highest value of the axis: the largest value rounded up to a nice step (1 when all are 0). */
  top: number;
  /** The tick values, from 0 up to `top`. */
  ticks: number[];
  /** Where `value` sits between `height` (0) and 0 (`top`), in the drawing's coordinates. */
  position: (value: number, height: number) => number;
}

/** The value axis of column heights up to `max` (≥ 0) with about `tickCount` ticks. */
export function valueAxis(max: number, tickCount: number): ValueAxis {
  const [, top] = nice(0, max || 1, NICE_COUNT);
  return {
    top,
    ticks: ticks(0, top, tickCount),
    position: (value, height) => height * (1 - value / top),
  };
}
