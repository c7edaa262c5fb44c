/** A second-order IIR section: `y[n] = b0·x[n] + b1·x[n−1] + b2·x[n−2] − a1·y[n−1] − a2·y[n−2]`. */
export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

// The analog prototypes of ITU-R BS.1770-4's two K-weighting stages. Taken through the bilinear
// transform at 48 kHz they give the coefficients the recommendation tabulates (to 1e-10); at any
// other rate they draw the same curve within a few hundredths of a dB, where reusing the 48 kHz
// table would shift it by the ratio of the rates.
const SHELF = {
  frequency: 1681.974450955533,
  gainDb: 3.999843853973347,
  q: 0.7071752369554196,
  // Exponent of the shelf's mid gain: the share of the full gain reached at `frequency`.
  midGainShare: 0.4996667741545416,
};
const HIGH_PASS = { frequency: 38.13547087602444, q: 0.5003270373238773 };

/**
 * The K-weighting filter of ITU-R BS.1770-4 at `sampleRate`: the pre-filter (a high shelf of about
 * +4 dB above 1.5 kHz, modelling the head) followed by the RLB high-pass (about 38 Hz).
 */
export function kWeightingStages(sampleRate: number): readonly [shelf: Biquad, highPass: Biquad] {
  const k = Math.tan((Math.PI * SHELF.frequency) / sampleRate);
  const highGain = 10 ** (SHELF.gainDb / 20);
  const midGain = highGain ** SHELF.midGainShare;
  const shelfNorm = 1 + k / SHELF.q + k * k;
  const shelf = {
    b0: (highGain + (midGain * k) / SHELF.q + k * k) / shelfNorm,
    b1: (2 * (k * k - highGain)) / shelfNorm,
    b2: (highGain - (midGain * k) / SHELF.q + k * k) / shelfNorm,
    a1: (2 * (k * k - 1)) / shelfNorm,
    a2: (1 - k / SHELF.q + k * k) / shelfNorm,
  };
  const h = Math.tan((Math.PI * HIGH_PASS.frequency) / sampleRate);
  const highPassNorm = 1 + h / HIGH_PASS.q + h * h;
  // The numerator stays (1, −2, 1) unscaled, as in the recommendation's table.
  const highPass = {
    b0: 1,
    b1: -2,
    b2: 1,
    a1: (2 * (h * h - 1)) / highPassNorm,
    a2: (1 - h / HIGH_PASS.q + h * h) / highPassNorm,
  };
  return [shelf, highPass];
}

/**
 * K-weights `samples` and adds `weight` times the sum of the squared result within each segment to
 * `energies`: segment `i` ends (exclusive) at `segmentEnds[i]` and starts where the one before ends.
 * Samples past the last segment are filtered no further.
 */
export function addKWeightedEnergy(
  samples: Float32Array,
  sampleRate: number,
  segmentEnds: readonly number[],
  weight: number,
  energies: Float64Array,
): void {
  const [s, r] = kWeightingStages(sampleRate);
  // Direct form I state of both stages, in double precision.
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  let z1 = 0;
  let z2 = 0;
  let index = 0;
  for (let segment = 0; segment < segmentEnds.length; segment++) {
    const end = segmentEnds[segment] as number;
    let sum = 0;
    for (; index < end; index++) {
      const x = samples[index] as number;
      const y = s.b0 * x + s.b1 * x1 + s.b2 * x2 - s.a1 * y1 - s.a2 * y2;
      const z = r.b0 * y + r.b1 * y1 + r.b2 * y2 - r.a1 * z1 - r.a2 * z2;
      x2 = x1;
      x1 = x;
      y2 = y1;
      y1 = y;
      z2 = z1;
      z1 = z;
      sum += z * z;
    }
    energies[segment] = (energies[segment] as number) + weight * sum;
  }
}
