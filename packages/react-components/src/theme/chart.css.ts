import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/** The pieces every SVG chart shares: title, summary line, drawing, bars and the figures table. */
export const caption = style({ fontWeight: vars.font.weightBold });

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const svg = style({ display: 'block', width: '100%', height: '160px' });

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
