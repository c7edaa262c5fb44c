import { style, styleVariants } from '@vanilla-extract/css';
import * as bar from '../theme/bar.css.ts';
import { vars } from '../theme/contract.css.ts';

/** Narrow enough for a table cell at 390 px, wide enough for the amounts to wrap at most once. */
export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  minInlineSize: '128px',
  maxInlineSize: '256px',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeight,
  // Amounts wrap between words, never inside a number.
  overflowWrap: 'normal',
});

export const meter = style({ display: 'grid', gap: vars.space.xs });

export const amount = style({ color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

export const track = style([bar.track, { blockSize: '6px' }]);

const fillBase = style({
  blockSize: '100%',
  borderRadius: vars.radius.round,
  transition: `inline-size ${vars.duration.slow}`,
});

/** The spent part of the bar, in the delivery's tone. */
export const fill = styleVariants({
  neutral: [fillBase, { backgroundColor: vars.color.textMuted }],
  good: [fillBase, { backgroundColor: vars.color.success }],
  warning: [fillBase, { backgroundColor: vars.color.warning }],
});

/** The state line, in the delivery's tone: each tone's colour keeps AA contrast on a hovered row. */
export const state = styleVariants({
  neutral: { color: vars.color.textMuted },
  good: { color: vars.color.success },
  warning: { color: vars.color.warning, fontWeight: vars.font.weightBold },
});
