/** Loudness in LUFS of a mean channel-weighted power (BS.1770-4: −0.691 + 10·log10 Σ Gᵢ·zᵢ). */
export function powerToLufs(power: number): number {
  return -0.691 + 10 * Math.log10(power);
}

/** The absolute gate of BS.1770-4 and EBU Tech 3342, in LUFS. */
const ABSOLUTE_GATE_LUFS = -70;
/** The relative gate of integrated loudness (BS.1770-4), in LU below the absolute-gated loudness. */
const INTEGRATED_RELATIVE_GATE_LU = -10;
/** The relative gate of loudness range (EBU Tech 3342), in LU. */
const RANGE_RELATIVE_GATE_LU = -20;
/** The percentiles of gated short-term loudness whose difference is the loudness range. */
const RANGE_PERCENTILES = { low: 0.1, high: 0.95 } as const;

function meanPower(powers: readonly number[]): number {
  let sum = 0;
  for (const power of powers) sum += power;
  return sum / powers.length;
}

/** The block powers above the absolute gate, then above `relativeGateLu` below their mean loudness. */
function gated(powers: Float64Array, relativeGateLu: number): number[] {
  const audible = Array.from(powers).filter((power) => powerToLufs(power) > ABSOLUTE_GATE_LUFS);
  if (audible.length === 0) return [];
  const relativeGate = powerToLufs(meanPower(audible)) + relativeGateLu;
  return audible.filter((power) => powerToLufs(power) > relativeGate);
}

/**
 * Integrated loudness (BS.1770-4) from the powers of 400 ms gating blocks: the mean power of the
 * blocks above the absolute gate (−70 LUFS) and above the relative gate (−10 LU), in LUFS;
 * −Infinity when no block passes (silence, or audio shorter than one block).
 */
export function integratedLoudness(gatingBlockPowers: Float64Array): number {
  const kept = gated(gatingBlockPowers, INTEGRATED_RELATIVE_GATE_LU);
  return kept.length === 0 ? Number.NEGATIVE_INFINITY : powerToLufs(meanPower(kept));
}

function percentile(sorted: readonly number[], share: number): number {
  const position = share * (sorted.length - 1);
  const below = Math.floor(position);
  const low = sorted[below] as number;
  const high = sorted[Math.min(below + 1, sorted.length - 1)] as number;
  return low + (high - low) * (position - below);
}

/**
 * Loudness range (EBU Tech 3342) from the powers of 3 s short-term blocks: the spread, in LU,
 * between the 10th and 95th percentiles of the short-term loudness above the absolute gate and
 * above the relative gate (−20 LU); 0 when no block passes.
 */
export function loudnessRange(shortTermPowers: Float64Array): number {
  const kept = gated(shortTermPowers, RANGE_RELATIVE_GATE_LU)
    .map(powerToLufs)
    .sort((a, b) => a - b);
  if (kept.length === 0) return 0;
  return percentile(kept, RANGE_PERCENTILES.high) - percentile(kept, RANGE_PERCENTILES.low);
}
