import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focusRing.css.ts';

export const link = style({
  all: 'unset',
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  fontFamily: 'inherit',
  fontSize: 'inherit',
  selectors: {
    '&[data-hovered]': { color: vars.color.primaryHover },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'none' },
  },
});
