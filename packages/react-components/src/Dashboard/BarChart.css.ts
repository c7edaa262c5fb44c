import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  background: vars.color.surface,
});

export const caption = style({ fontWeight: vars.font.weightBold });

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const svg = style({ display: 'block', width: '100%', height: '10rem' });

export const baseline = style({ stroke: vars.color.border, strokeWidth: 1 });

export const bar = style({ fill: vars.color.primary });

export const details = style({ fontSize: vars.font.sizeSmall });

export const detailsSummary = style({ cursor: 'pointer', color: vars.color.text });

export const table = style({ borderCollapse: 'collapse', marginTop: vars.space.xs });

export const cell = style({
  padding: `2px ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:first-child': { textAlign: 'start' } },
});
