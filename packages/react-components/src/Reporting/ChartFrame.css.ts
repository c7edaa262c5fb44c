import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export {
  caption,
  cell,
  details,
  detailsSummary,
  summary,
  table,
} from '../theme/chart.css.ts';

/** The plot's width decides which axis labels fit (see `minorTick`). */
export const figure = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  minInlineSize: 0,
});

/** The drawing with its value axis on the start side and its label axis underneath. */
export const plot = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(40px, max-content) minmax(0, 1fr)',
  gridTemplateRows: 'auto auto',
  columnGap: vars.space.xs,
  rowGap: '2px',
});

export const axis = style({
  position: 'relative',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * The start-side axis: labels at their height, right-aligned against the drawing; a long label wraps
 * (never cut off) within a width that leaves the drawing room on a phone.
 */
export const startAxis = style({ maxInlineSize: '144px', textAlign: 'end', lineHeight: 1.2 });

/** The bottom axis: labels centred under their position. */
export const bottomAxis = style({ gridColumn: 2, blockSize: '20px' });

/** A label of an axis, centred on its position (start axis) or shifted inline (bottom, see `shift`). */
export const tick = styleVariants({
  start: {
    position: 'absolute',
    insetInlineEnd: 0,
    inlineSize: '100%',
    overflowWrap: 'anywhere',
    transform: 'translateY(-50%)',
  },
  bottom: { position: 'absolute', top: 0, whiteSpace: 'nowrap' },
});

/**
 * A bottom label left out where the chart is phone-narrow: long figures (German writes 100.000 where
 * English writes 100K) would run together.
 */
export const minorTick = style({
  '@container': { '(max-width: 520px)': { display: 'none' } },
});

/** A label of the start axis that sits in flow, so the axis takes the width of its longest label. */
export const sizer = style({
  visibility: 'hidden',
  display: 'block',
  blockSize: 0,
  overflowWrap: 'anywhere',
});

export const axisTitle = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const svg = style({ display: 'block', inlineSize: '100%', overflow: 'visible' });

export const grid = style({ stroke: vars.color.border, strokeWidth: 1, vectorEffect: 'non-scaling-stroke' });

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

export const swatch = styleVariants({
  current: { background: vars.color.primary },
  previous: { background: vars.color.textMuted },
  interval: { background: vars.color.warning },
});

export const swatchShape = style({
  display: 'inline-block',
  inlineSize: '12px',
  blockSize: '12px',
  borderRadius: '2px',
});

export const tableScroller = style({ overflowX: 'auto', maxInlineSize: '100%' });
