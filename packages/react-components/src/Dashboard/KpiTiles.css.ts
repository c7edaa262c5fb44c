import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** The number of characters of a tile's value. */
export const valueLength = createVar();

/** A tile measures its own width, so its value's size can follow it rather than the screen's. */
export const tile = style({ containerType: 'inline-size' });

/**
 * A value as large as a title while it fits its tile, smaller when it is long: bold figures are
 * about 0.72em wide, so a value of n characters fits in 100cqi at 100cqi / (n × 0.72). Never smaller
 * than the base size; a value still too long wraps rather than overflowing its tile.
 */
export const value = style({
  fontSize: `clamp(${vars.font.sizeBase}, calc(100cqi / (${valueLength} * 0.72)), ${vars.font.sizeTitle})`,
  lineHeight: 1.2,
  overflowWrap: 'anywhere',
});
