import { style } from '@vanilla-extract/css';
import * as chart from '../theme/chart.css.ts';
import { vars } from '../theme/contract.css.ts';
import { textReset } from '../theme/textReset.css.ts';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  minInlineSize: 0,
});

export const caption = style([textReset, chart.caption]);

export const summary = style([textReset, { fontSize: vars.font.sizeSmall, color: vars.color.textMuted }]);

/** Two lines kept for the sentence, so a short one and its placeholder take the room of a long one. */
export const sentence = style([
  summary,
  { minBlockSize: `calc(${vars.font.sizeSmall} * ${vars.font.lineHeight} * 2)` },
]);

/** The drawing and the marker's dot over it; the dot is HTML so the stretched SVG cannot squash it. */
export const plot = style({ position: 'relative', blockSize: '128px', marginBlockStart: vars.space.xs });

export const svg = style({ display: 'block', inlineSize: '100%', blockSize: '100%', overflow: 'visible' });

export const area = style({ fill: vars.color.primary, fillOpacity: 0.14 });

export const line = style({
  fill: 'none',
  stroke: vars.color.primary,
  strokeWidth: 2,
  strokeLinejoin: 'round',
  vectorEffect: 'non-scaling-stroke',
});

export const grid = style({
  stroke: vars.color.border,
  strokeOpacity: 0.35,
  strokeWidth: 1,
  vectorEffect: 'non-scaling-stroke',
});

export const baseline = style([chart.baseline, { vectorEffect: 'non-scaling-stroke' }]);

export const markerLine = style({
  stroke: vars.color.text,
  strokeWidth: 1,
  strokeDasharray: '4 3',
  vectorEffect: 'non-scaling-stroke',
});

export const dot = style({
  position: 'absolute',
  inlineSize: '12px',
  blockSize: '12px',
  borderRadius: '50%',
  backgroundColor: vars.color.primary,
  boxShadow: `0 0 0 2px ${vars.color.surfaceRaised}, 0 0 0 3px ${vars.color.text}`,
  transform: 'translate(-50%, -50%)',
});

export const axis = style([
  textReset,
  {
    display: 'flex',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    fontSize: vars.font.sizeSmall,
    color: vars.color.textMuted,
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const legend = style([
  textReset,
  { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.sizeSmall },
]);

export const legendDot = style({
  inlineSize: '9.6px',
  blockSize: '9.6px',
  borderRadius: '50%',
  backgroundColor: vars.color.primary,
  boxShadow: `0 0 0 1px ${vars.color.text}`,
});

export const details = style([chart.details, { margin: 0, lineHeight: vars.font.lineHeight }]);

export const detailsSummary = style([chart.detailsSummary, { inlineSize: 'fit-content' }]);

export const table = style([chart.table, { inlineSize: '100%' }]);

export const cell = style([
  chart.cell,
  { selectors: { 'tr[data-current] > &': { fontWeight: vars.font.weightBold } } },
]);
