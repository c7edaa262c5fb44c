import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/**
 * The column a screen's header, toolbar and sections stack in, in the theme's font and text colour;
 * keyed by the space between them.
 */
export const screenColumn = styleVariants({
  md: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    fontFamily: vars.font.family,
    color: vars.color.text,
  },
  lg: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    fontFamily: vars.font.family,
    color: vars.color.text,
  },
});

/** A section of a screen: its title, text and controls stacked. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** A section drawn as a card: bordered, on the surface colour, shrinking with the screen. */
export const sectionCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  minWidth: 0,
});

/** The heading of a section. */
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
});

/** The filters and actions above a screen's data, bottom-aligned so fields and buttons line up. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

/** Secondary text: descriptions, notes, counts. */
export const mutedText = style({ margin: 0, color: vars.color.textMuted });

/** Text that says something went wrong. */
export const errorText = style({ margin: 0, color: vars.color.danger });

/** Buttons and links side by side, wrapping on narrow screens. */
export const actionRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** Text and controls side by side, centred on one line and wrapping on narrow screens. */
export const inlineRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
