// The value axis of a column chart from 0, computed as d3-scale's linear scale does with `nice()` and
// `ticks(count)` (d3-array 3 `tickIncrement`), so the dashboard draws the same axis without loading
// d3 on its first paint.

const E10 = Math.sqrt(50);
const E5 = Math.sqrt(10);
const E2 = Math.sqrt(2);

/** How many nice steps `nice()` aims for (d3's default). */
const NICE_COUNT = 10;

/**
 * The nice step from 0 to `stop` for about `count` steps: 1, 2 or 5 times a power of ten. Negative
 * when smaller than 1: then its inverse (−1 / step), which keeps the division exact.
 */
function tickIncrement(stop: number, count: number): number {
  const step = stop / Math.max(0, count);
  const power = Math.floor(Math.log(step) / Math.LN10);
  const error = step / 10 ** power;
  const factor = error >= E10 ? 10 : error >= E5 ? 5 : error >= E2 ? 2 : 1;
  return power >= 0 ? factor * 10 ** power : -(10 ** -power) / factor;
}

/** The top of the axis: `max` rounded up to a nice step, as `scaleLinear().domain([0, max]).nice()`. */
function niceTop(max: number): number {
  let stop = max;
  let previous: number | undefined;
  for (let round = 0; round < 10; round += 1) {
    const step = tickIncrement(stop, NICE_COUNT);
    if (step === previous) break;
    if (step > 0) stop = Math.ceil(stop / step) * step;
    else if (step < 0) stop = Math.floor(stop * step) / step;
    else break;
    previous = step;
  }
  return stop;
}

/** The values of about `count` ticks from 0 to `top`, as `scaleLinear().ticks(count)`. */
function ticks(top: number, count: number): number[] {
  const step = tickIncrement(top, count);
  if (step === 0 || !Number.isFinite(step)) return [];
  const values: number[] = [];
  if (step > 0) {
    let last = Math.round(top / step);
    if (last * step > top) last -= 1;
    for (let index = 0; index <= last; index += 1) values.push(index * step);
  } else {
    let last = Math.round(top * -step);
    if (last / -step > top) last -= 1;
    for (let index = 0; index <= last; index += 1) values.push(index / -step);
  }
  return values;
}

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
  const top = niceTop(max || 1);
  return {
    top,
    ticks: ticks(top, tickCount),
    position: (value, height) => height * (1 - value / top),
  };
}
