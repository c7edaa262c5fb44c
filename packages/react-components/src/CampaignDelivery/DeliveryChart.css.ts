import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export {
  bar,
  baseline,
  caption,
  cell,
  details,
  detailsSummary,
  summary,
  svg,
  table,
} from '../theme/chart.css.ts';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  minInlineSize: 0,
});

export const target = style({
  fill: 'none',
  stroke: vars.color.warning,
  strokeWidth: 2,
  strokeDasharray: '6 4',
  vectorEffect: 'non-scaling-stroke',
});

export const today = style({
  stroke: vars.color.textMuted,
  strokeWidth: 1,
  vectorEffect: 'non-scaling-stroke',
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSmall,
  color: vars.color.text,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = style({
  display: 'inline-block',
  inlineSize: '12px',
  blockSize: '12px',
  borderRadius: '2px',
  background: vars.color.primary,
});

export const targetSwatch = style({
  display: 'inline-block',
  inlineSize: '16px',
  borderBlockStart: `2px dashed ${vars.color.warning}`,
});
