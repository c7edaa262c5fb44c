import { style } from '@vanilla-extract/css';

/**
 * The start of every text element we style (labels, headings, paragraphs). `all: unset` drops
 * whatever a host page's element rules (`label { … }`, `h1 { … }`, `p { … }`) set, so the element
 * inherits from our root instead; the properties hosts most often set are also reset one by one,
 * for engines without `all` (happy-dom in the tests, old WebViews).
 */
export const textReset = style({
  all: 'unset',
  display: 'block',
  boxSizing: 'border-box',
  margin: 0,
  padding: 0,
  border: 0,
  textTransform: 'none',
  letterSpacing: 'normal',
  fontStyle: 'normal',
  textDecoration: 'none',
});
