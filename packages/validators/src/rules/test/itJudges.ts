import { expect, it } from 'vitest';

/** Inputs a rule must refuse, each with what is wrong with it: `[name, value]`. */
export type RefusedInputs<T> = readonly (readonly [name: string, value: T])[];

/**
 * The table tests of a yes/no rule: every accepted input gives `true` and every refused one `false`,
 * one test case each, named after the input (accepted) or what is wrong with it (refused).
 */
export function itJudges<T>(
  rule: (value: T) => boolean,
  accepted: readonly T[],
  refused: RefusedInputs<T>,
): void {
  it.each(accepted)('accepts %j', (value) => {
    expect(rule(value)).toBe(true);
  });
  it.each(refused)('rejects %s', (_name, value) => {
    expect(rule(value)).toBe(false);
  });
}
