import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const series = style({
  fill: 'none',
  stroke: vars.color.primary,
  strokeWidth: 2,
  vectorEffect: 'non-scaling-stroke',
});

export const previousSeries = style([series, { stroke: vars.color.textMuted, strokeDasharray: '6 4' }]);

/** The invisible column over a point that shows its figures on hover. */
export const hoverBand = style({
  fill: 'transparent',
  selectors: { '&:hover': { fill: vars.color.border, fillOpacity: 0.4 } },
});

export const bar = style({ fill: vars.color.primary });

export const previousBar = style({ fill: vars.color.textMuted });

export const timeSvg = style({ blockSize: '192px' });
