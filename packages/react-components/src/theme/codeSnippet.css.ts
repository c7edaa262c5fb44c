import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/** A code snippet with its caption, as wide as its section. */
export const snippetFigure = style({
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});

/** The code of a snippet: preformatted, wrapping anywhere, scrolling sideways if it must. */
export const snippet = style({
  alignSelf: 'stretch',
  margin: 0,
  padding: vars.space.sm,
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background,
  fontSize: vars.font.sizeSmall,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
});
