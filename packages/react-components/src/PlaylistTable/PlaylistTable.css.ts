import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focusRing.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.background,
  overflow: 'hidden',
});

export const viewport = style({ overflow: 'auto', outline: 'none', contain: 'strict' });

export const table = style({
  display: 'block',
  inlineSize: '100%',
  borderCollapse: 'collapse',
  borderSpacing: 0,
  outline: 'none',
});

export const header = style({
  display: 'block',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  backgroundColor: vars.color.background,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const body = style({ display: 'block', position: 'relative', inlineSize: '100%' });

export const row = style({
  display: 'grid',
  alignItems: 'stretch',
  minInlineSize: '720px',
  boxSizing: 'border-box',
  selectors: {
    [`${body} &`]: {
      position: 'absolute',
      insetBlockStart: 0,
      insetInlineStart: 0,
      inlineSize: '100%',
      borderBlockEnd: `1px solid ${vars.color.surface}`,
      // Each row has a fixed size and draws only inside it: a row coming into view while scrolling
      // is styled, laid out and painted on its own, without touching the rows around it.
      contain: 'strict',
    },
    [`${body} &:hover`]: { backgroundColor: vars.color.surface },
    '&[data-selected]': { backgroundColor: vars.color.surface },
    '&[data-actionable]': { cursor: 'pointer' },
  },
});

export const cell = style({
  display: 'flex',
  textAlign: 'start',
  alignItems: 'center',
  minInlineSize: 0,
  paddingInline: vars.space.md,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  outline: 'none',
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: '-2px' } },
});

export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const numeric = style({ justifyContent: 'flex-end', fontVariantNumeric: 'tabular-nums' });

export const columnHeader = style({
  // A long heading (German's "Anzahl der Elemente") wraps rather than being cut off.
  whiteSpace: 'normal',
  paddingBlock: vars.space.sm,
  gap: vars.space.xs,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: { '&:hover, &[aria-sort]': { color: vars.color.text } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '18px',
  blockSize: '18px',
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background,
  color: vars.color.onPrimary,
  selectors: {
    '&[data-checked], &[data-indeterminate]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
  },
});

export const mark = style({ inlineSize: '12px', blockSize: '12px', fill: 'none', stroke: 'currentColor' });

export const state = style({ padding: vars.space.lg });

export const stateTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});
