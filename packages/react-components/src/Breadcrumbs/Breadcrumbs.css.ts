import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const breadcrumbs = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

/** The page shown reads as text: in the text colour, not underlined, not pointing. */
export const link = style({
  selectors: {
    '&[data-current]': { color: vars.color.text, textDecoration: 'none', cursor: 'default' },
  },
});

export const separator = style({ color: vars.color.textMuted });
