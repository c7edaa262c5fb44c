import { vars } from './contract.css.ts';

/** The visible focus ring every focusable primitive shows on keyboard focus. */
export const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;
