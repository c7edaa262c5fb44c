import { keyframes } from '@vanilla-extract/css';

/** One full turn, for pending spinners. */
export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Rising from below, for cards that slide in from the bottom. */
export const slideUp = keyframes({
  from: { transform: 'translateY(100%)', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});

/** A soft pulse, for loading placeholders. */
export const pulse = keyframes({ '50%': { opacity: 0.5 } });
