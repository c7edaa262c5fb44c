import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { textReset } from './textReset.css.ts';

/** The row a checkbox, radio or switch sits in with its label. */
export const choice = style([
  textReset,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeBase,
    cursor: 'pointer',
    selectors: {
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-readonly]': { cursor: 'default' },
    },
  },
]);
