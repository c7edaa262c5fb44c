import type { components } from '@earshot/sdk-core';
/** Exposed and control-group counts over a period. */
export type LiftInput = {
  reach: number;
  conversions: number;
  controlReach: number;
  controlConversions: number;
};

/** The contract's `MetricsLift`. */
export type Lift = components['schemas']['MetricsLift'];

const round = (value: number, digits: number): number => Number(value.toFixed(digits));

/**
 * Incrementality of exposed listeners against an unexposed control group. Confidence is the one-sided
 * two-proportion z-test's probability that the exposed rate is really higher. `null` when either
 * group is empty or the control group never converted (no baseline to compare with).
 */
export function computeLift(input: LiftInput): Lift | null {
  const { reach, conversions, controlReach, controlConversions } = input;
  if (reach <= 0 || controlReach <= 0 || controlConversions <= 0) return null;
  const exposedRate = conversions / reach;
  const controlRate = controlConversions / controlReach;
  const pooled = (conversions + controlConversions) / (reach + controlReach);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / reach + 1 / controlReach));
  const z = standardError > 0 ? (exposedRate - controlRate) / standardError : 0;
  return {
    exposed_conversion_rate: round(exposedRate, 6),
    control_conversion_rate: round(controlRate, 6),
    lift_percent: round(((exposedRate - controlRate) / controlRate) * 100, 2),
    incremental_conversions: round(conversions - controlRate * reach, 2),
    confidence: round(standardNormalCdf(z), 4),
  };
}

/** Φ(z) through the Abramowitz–Stegun 7.1.26 approximation of erf (error below 1.5e-7). */
function standardNormalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
