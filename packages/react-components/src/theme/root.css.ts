import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/**
 * The provider's root: the base typography. A host page's element rules do not reach it or its
 * subtree (see the scoped reset below), so it sets what it needs itself: block display and, as it
 * no longer inherits from the page, `visibility` and `pointer-events`, so a page that hides or
 * disables the container still hides or disables the screens.
 */
export const root = style({
  display: 'block',
  visibility: 'inherit',
  pointerEvents: 'inherit',
  boxSizing: 'border-box',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

/*
 * The scoped reset. A host page's unlayered rules beat any rule in a cascade layer, so the reset is
 * unlayered and wins by specificity instead: `:where()` keeps our root class out of its count, and
 * ABOVE_ELEMENT_RULES adds five type selectors without changing what it matches. That beats every
 * host rule made of element selectors (`div`, `*`, `ul li`, `body main p`) and every host rule in a
 * layer (Tailwind's preflight, say), and loses to every class of ours, whatever the order the
 * stylesheets load in. Host rules with a class, an attribute or an id, and `!important` ones, still
 * apply: `isolation="shadow"` keeps those out.
 */
const ABOVE_ELEMENT_RULES = ':not(earshot-none earshot-none earshot-none earshot-none earshot-none)';

// The root inherits nothing from the page: its font, colour and line height come from the theme.
globalStyle(`:where(${root})${ABOVE_ELEMENT_RULES}`, { all: 'initial' });

// Every element inside reverts to the browser's own style, then takes the classes of its component.
globalStyle(`:where(${root}) :not(svg, svg *)${ABOVE_ELEMENT_RULES}`, { all: 'revert' });

// What carries `hidden` stays hidden, whatever a class of ours gives its display (the reset above
// would otherwise leave a form's hidden input, such as a date field's, laid out as text).
globalStyle(`:where(${root}) [hidden]:not([hidden='until-found'])${ABOVE_ELEMENT_RULES}`, {
  display: 'none',
});

// Drawings: `revert` would also drop their presentation attributes (`fill="none"`, `d`, `x`…), so
// they revert to the layers beneath instead. What a host layer sets on every element or on `svg`
// (`* { font-family }`, Tailwind's `svg { display: block }`) and no attribute of ours sets is reset
// on its own.
globalStyle(`:where(${root}) :is(svg, svg *)${ABOVE_ELEMENT_RULES}`, {
  all: 'revert-layer',
  display: 'revert',
  verticalAlign: 'revert',
  font: 'inherit',
  letterSpacing: 'inherit',
  wordSpacing: 'inherit',
  textTransform: 'inherit',
  color: 'inherit',
});

// The one host `!important` rule answered in kind, as portal stylesheets commonly ship it and it
// breaks every layout inside: `* { box-sizing: content-box !important }`. Ours is more specific.
// (vanilla-extract's types know no `!important`; the value is written out as it stands.)
globalStyle(`${root} *, ${root} *::before, ${root} *::after`, {
  boxSizing: 'border-box !important' as 'border-box',
});
