import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focusRing.css.ts';

/** The table's container: as wide as its place, scrolling sideways when the table is wider. */
export const scroller = style({ maxInlineSize: '100%', minInlineSize: 0, overflowX: 'auto' });

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  borderSpacing: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
  color: vars.color.text,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const column = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});

export const sortIndicator = style({ marginInlineStart: vars.space.xs });

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface },
    '&[data-selected]': { backgroundColor: vars.color.surface },
    '&[data-focus-visible]': focusRing,
    '&[data-href]': { cursor: 'pointer' },
  },
});

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.surface}`,
  // Words stay whole, so a narrow screen scrolls the table rather than splitting names mid-word.
  overflowWrap: 'break-word',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});
