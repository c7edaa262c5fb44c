/** How the sandbox's card form answers a card, by its number, as a provider's test mode does. */
export type SandboxCardOutcome =
  | { kind: 'accepted'; chargeOutcome: 'succeeded' | 'card_declined' }
  | { kind: 'refused'; code: 'card_declined' | 'insufficient_funds'; message: string };

/** Test numbers with an outcome of their own (those of well-known providers' test modes). */
const TEST_NUMBERS: Readonly<Record<string, SandboxCardOutcome>> = {
  '4000000000000002': {
    kind: 'refused',
    code: 'card_declined',
    message: 'Your card was declined: use another card, or ask your bank why.',
  },
  '4000000000009995': {
    kind: 'refused',
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds: use another card.',
  },
  // Accepted and stored, but every charge to it fails: how a failed invoice payment is tried out.
  '4000000000000341': { kind: 'accepted', chargeOutcome: 'card_declined' },
};

/**
 * What the sandbox does with a valid card number: refuse the test numbers that stand for a declined
 * card or insufficient funds, and accept any other (4242 4242 4242 4242 among them).
 */
export function sandboxCardOutcome(digits: string): SandboxCardOutcome {
  return TEST_NUMBERS[digits] ?? { kind: 'accepted', chargeOutcome: 'succeeded' };
}
