import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/**
 * The provider's root: sets the base typography and resets its own subtree through a class, so a
 * host page's `* { box-sizing: content-box }` cannot reach our boxes and we never touch the host's.
 */
export const root = style({
  boxSizing: 'border-box',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, {
  boxSizing: 'border-box',
});
