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

/** The contract's `Incrementality`. */
export type Incrementality = components['schemas']['Incrementality'];

/** Users and conversions of the exposed and the control group. */
export type GroupCounts = {
  exposed: { users: number; conversions: number };
  control: { users: number; conversions: number };
};

/** Below these counts in either group the interval says little: no estimate is given. */
export const MIN_GROUP_USERS = 100;
export const MIN_GROUP_CONVERSIONS = 10;

/** The interval's confidence level and its two-sided normal quantile. */
export const CONFIDENCE_LEVEL = 0.95;
const Z_95 = 1.959963984540054;

/**
 * The relative lift of the exposed group's conversion rate over the control group's (`p_e / p_c − 1`)
 * with its 95% interval: the Wald interval of the log relative risk (Katz), standard error
 * `√(1/x_e − 1/n_e + 1/x_c − 1/n_c)`, mapped back as `exp(ln RR ± 1.96·SE) − 1`. Significant when the
 * interval excludes 0. Fewer than {@link MIN_GROUP_USERS} users or {@link MIN_GROUP_CONVERSIONS}
 * conversions in either group give no estimate and `reason: 'not_enough_data'`.
 */
export function incrementality(counts: GroupCounts): Incrementality {
  const { exposed, control } = counts;
  const base = {
    exposed,
    control,
    confidence_level: CONFIDENCE_LEVEL,
    method: 'log_relative_risk_z_interval' as const,
  };
  const tooSmall = [exposed, control].some(
    (group) => group.users < MIN_GROUP_USERS || group.conversions < MIN_GROUP_CONVERSIONS,
  );
  if (tooSmall) {
    return {
      ...base,
      lift: null,
      ci_low: null,
      ci_high: null,
      significant: false,
      reason: 'not_enough_data',
    };
  }
  const relativeRisk = exposed.conversions / exposed.users / (control.conversions / control.users);
  const standardError = Math.sqrt(
    1 / exposed.conversions - 1 / exposed.users + 1 / control.conversions - 1 / control.users,
  );
  const low = Math.exp(Math.log(relativeRisk) - Z_95 * standardError) - 1;
  const high = Math.exp(Math.log(relativeRisk) + Z_95 * standardError) - 1;
  return {
    ...base,
    lift: round(relativeRisk - 1, 4),
    ci_low: round(low, 4),
    ci_high: round(high, 4),
    significant: low > 0 || high < 0,
    reason: null,
  };
}
