import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/**
 * End is a secondary button in the danger colour: destructive, but not the group's main action.
 * `[data-variant]` outranks the button's own variant colours.
 */
export const end = style({
  selectors: {
    '&[data-variant]': { color: vars.color.danger, borderColor: vars.color.danger },
  },
});
