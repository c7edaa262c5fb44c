/** True peak is read at 4× the sample rate (ITU-R BS.1770-4, annex 2). */
const OVERSAMPLING = 4;
/** Input samples each interpolated value is computed from. */
const TAPS = 16;
/** Kaiser window shape: about 60 dB of stop-band rejection. */
const KAISER_BETA = 5.65;

/** Zeroth-order modified Bessel function of the first kind, by its power series. */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  for (let k = 1; k < 50 && term > sum * 1e-12; k++) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
  }
  return sum;
}

/**
 * The polyphase interpolator: for each phase p of 1…3, the weights of the input samples
 * n − 7 … n + 8 that give the value at n + p/4. A Kaiser-windowed sinc (flat within 0.01 dB to
 * 0.38 of the sample rate); phase 0 is the sample itself. Each phase is scaled to unity gain at DC.
 */
const PHASES: readonly Float64Array[] = Array.from({ length: OVERSAMPLING - 1 }, (_, index) => {
  const phase = (index + 1) / OVERSAMPLING;
  const half = TAPS / 2;
  const weights = new Float64Array(TAPS);
  for (let tap = 0; tap < TAPS; tap++) {
    const distance = phase + half - 1 - tap;
    const sinc = Math.sin(Math.PI * distance) / (Math.PI * distance);
    const window = besselI0(KAISER_BETA * Math.sqrt(Math.max(0, 1 - (distance / half) ** 2)));
    weights[tap] = (sinc * window) / besselI0(KAISER_BETA);
  }
  const sum = weights.reduce((total, weight) => total + weight, 0);
  return weights.map((weight) => weight / sum);
});

/** Offset of a phase's first tap from the sample before the interpolated point. */
const FIRST_TAP = 1 - TAPS / 2;

function interpolatedEdge(samples: Float32Array, index: number, weights: Float64Array): number {
  let value = 0;
  for (let tap = 0; tap < TAPS; tap++) {
    const at = index + FIRST_TAP + tap;
    if (at >= 0 && at < samples.length) value += (samples[at] as number) * (weights[tap] as number);
  }
  return value;
}

/**
 * Writes into `envelope[i]` the largest magnitude of the 4× oversampled signal from sample `i` up
 * to, not including, sample `i + 1`, for `i` of `start` … `end − 1`, unless a larger value is there
 * already (so several channels can share one envelope). Samples outside the audio count as silence.
 */
export function addTruePeakEnvelope(
  samples: Float32Array,
  start: number,
  end: number,
  envelope: Float32Array,
  envelopeOffset = 0,
): void {
  const [quarter, half, threeQuarters] = PHASES as [Float64Array, Float64Array, Float64Array];
  const firstInner = -FIRST_TAP;
  const lastInner = samples.length - TAPS / 2 - 1;
  for (let index = start; index < end; index++) {
    let q = 0;
    let h = 0;
    let t = 0;
    if (index >= firstInner && index <= lastInner) {
      const base = index + FIRST_TAP;
      for (let tap = 0; tap < TAPS; tap++) {
        const sample = samples[base + tap] as number;
        q += sample * (quarter[tap] as number);
        h += sample * (half[tap] as number);
        t += sample * (threeQuarters[tap] as number);
      }
    } else {
      q = interpolatedEdge(samples, index, quarter);
      h = interpolatedEdge(samples, index, half);
      t = interpolatedEdge(samples, index, threeQuarters);
    }
    const peak = Math.max(Math.abs(samples[index] as number), Math.abs(q), Math.abs(h), Math.abs(t));
    const at = index - envelopeOffset;
    if (peak > (envelope[at] as number)) envelope[at] = peak;
  }
}

/** Samples scanned at a time by {@link truePeak}, so that long audio needs no envelope of its length. */
const CHUNK = 8192;

/**
 * The true peak of the audio (BS.1770-4, annex 2): the largest magnitude of its 4× oversampled
 * signal over every channel, as a linear amplitude (1 is full scale); 0 for silence.
 */
export function truePeak(channels: readonly Float32Array[]): number {
  const envelope = new Float32Array(CHUNK);
  let peak = 0;
  for (const samples of channels) {
    for (let start = 0; start < samples.length; start += CHUNK) {
      const end = Math.min(start + CHUNK, samples.length);
      envelope.fill(0);
      addTruePeakEnvelope(samples, start, end, envelope, start);
      for (let index = 0; index < end - start; index++) peak = Math.max(peak, envelope[index] as number);
    }
  }
  return peak;
}
