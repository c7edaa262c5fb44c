import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/** A bordered box with rounded corners and room inside: the frame of cards, previews and result rows. */
export const framed = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
});

/** A card: a framed column on the surface colour, its lines close together (tiles, uploads, versions). */
export const card = style([
  framed,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    backgroundColor: vars.color.surface,
  },
]);

/** An item raised off a card: a padded, rounded panel on the raised surface (checklist steps, alerts). */
export const raisedPanel = style({
  padding: vars.space.md,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceRaised,
});
