import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focusRing.css.ts';

export const nav = style({ fontFamily: vars.font.family, fontSize: vars.font.sizeBase });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.base,
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface },
    '&[data-current]': {
      backgroundColor: vars.color.surface,
      color: vars.color.primary,
      fontWeight: vars.font.weightBold,
    },
    '&[data-focus-visible]': focusRing,
  },
});
