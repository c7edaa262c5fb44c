import { style, styleVariants } from '@vanilla-extract/css';
import { card } from './card.css.ts';
import { vars } from './contract.css.ts';

/**
 * The column a screen's header, toolbar and sections stack in, in the theme's font and text colour;
 * keyed by the space between them.
 */
export const screenColumn = styleVariants({ md: vars.space.md, lg: vars.space.lg }, (gap) => ({
  display: 'flex',
  flexDirection: 'column',
  gap,
  fontFamily: vars.font.family,
  color: vars.color.text,
}));

/**
 * Blocks stacked in a column, keyed by the space between them; never wider than their place, even
 * as a fieldset (whose default minimum is its widest content).
 */
export const stack = styleVariants({ xs: vars.space.xs, sm: vars.space.sm, md: vars.space.md }, (gap) => ({
  display: 'flex',
  flexDirection: 'column',
  gap,
  minInlineSize: 0,
}));

/** A section of a screen: its title, text and controls stacked. */
export const section = stack.md;

/** A section drawn as a card: bordered, on the surface colour, shrinking with the screen. */
export const sectionCard = style([card, { gap: vars.space.sm, minWidth: 0 }]);

/** Bold heading text without margins; keyed by its size. */
export const headingText = styleVariants(
  { base: vars.font.sizeBase, large: vars.font.sizeLarge, title: vars.font.sizeTitle },
  (fontSize) => ({ margin: 0, fontSize, fontWeight: vars.font.weightBold }),
);

/** The heading of a section. */
export const sectionTitle = headingText.large;

/** The filters and actions above a screen's data, bottom-aligned so fields and buttons line up. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

/** Secondary text: descriptions, notes, counts. */
export const mutedText = style({ margin: 0, color: vars.color.textMuted });

/** Secondary text in the small size: notes, hints, statuses. */
export const noteText = style([mutedText, { fontSize: vars.font.sizeSmall }]);

/** Text that says something went wrong. */
export const errorText = style({ margin: 0, color: vars.color.danger });

/** Buttons and links side by side, wrapping on narrow screens. */
export const actionRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Text and controls side by side, centred on one line and wrapping on narrow screens. */
export const inlineRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** A heading and its actions (or a count and its buttons) at the two ends of one line, wrapping when narrow. */
export const headerRow = style([inlineRow, { justifyContent: 'space-between' }]);
