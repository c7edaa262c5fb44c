import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = style([screen.sectionCard, { minInlineSize: 0 }]);

export const result = screen.stack.sm;

export const title = screen.sectionTitle;

export const note = screen.noteText;

/** The verdict in words, the first thing read. */
export const verdict = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
  selectors: { '&[data-verdict="not_enough_data"]': { fontWeight: 'normal', fontSize: vars.font.sizeBase } },
});

export const exposedBar = style({ fill: vars.color.primary });

export const controlBar = style({ fill: vars.color.textMuted });

export const interval = style({
  stroke: vars.color.warning,
  strokeWidth: 3,
  vectorEffect: 'non-scaling-stroke',
});

export const zero = style({ stroke: vars.color.text, strokeWidth: 1, vectorEffect: 'non-scaling-stroke' });

export const estimate = style({ fill: vars.color.warning });

export const intervalSvg = style({ blockSize: '40px' });

export const ratesSvg = style({ blockSize: '72px' });
