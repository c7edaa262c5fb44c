import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { textReset } from './textReset.css.ts';

/** The label row and track of progress bars and meters. */
export const barRoot = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  color: vars.color.text,
});

export const barValue = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  gridColumn: '1 / -1',
  blockSize: '8px',
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.surface,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = style({
  blockSize: '100%',
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.primary,
  transition: `inline-size ${vars.duration.slow}`,
});

/** The label of a progress bar or meter. */
export const barLabel = textReset;
