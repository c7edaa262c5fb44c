import { globalStyle, style } from '@vanilla-extract/css';
import { framed } from '../theme/card.css.ts';
import { vars } from '../theme/contract.css.ts';
import { plainList } from '../theme/list.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(224px, 1fr) minmax(0, 3fr)',
  gap: vars.space.lg,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
  color: vars.color.text,
  '@media': { 'screen and (max-width: 720px)': { gridTemplateColumns: '1fr' } },
});

export const column = style([screen.stack.md, { minInlineSize: 0 }]);

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

/** "Show all" under a facet's values: at their start, as wide as its words. */
export const facetToggle = style({ alignSelf: 'start' });

export const toolbar = screen.headerRow;

export const results = plainList.sm;

export const result = style([framed, screen.headerRow, { backgroundColor: vars.color.background }]);

export const resultText = style([screen.stack.xs, { minInlineSize: 0 }]);

export const resultName = screen.headingText.base;

export const muted = screen.noteText;

/** An item's audience and price, as small chips on one line that wraps. */
export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.sizeSmall,
  fontVariantNumeric: 'tabular-nums',
});

export const figure = style({
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const actions = style([screen.actionRow, { minInlineSize: 0, maxInlineSize: '100%' }]);

// A button named after a long show wraps its text instead of widening the page on a phone.
globalStyle(`${actions} > *`, { whiteSpace: 'normal', overflowWrap: 'anywhere', maxInlineSize: '100%' });

export const message = style({ margin: 0, padding: vars.space.md, color: vars.color.textMuted });

export const error = style({ margin: 0, padding: vars.space.md, color: vars.color.danger });
