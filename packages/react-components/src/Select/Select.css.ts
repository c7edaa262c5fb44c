import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { input } from '../theme/field.css.ts';

export const trigger = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    cursor: 'pointer',
    textAlign: 'start',
  },
]);

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});
