import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focusRing.css.ts';
import { pulse } from '../theme/motion.css.ts';
import { textReset } from '../theme/textReset.css.ts';

/**
 * One height in every state, so the page does not move when the audio loads or fails. The root is a
 * fieldset (a group of controls): `all: unset` drops its frame and its min-content width (and, for
 * engines without `all`, the frame is reset one by one).
 */
export const root = style({
  all: 'unset',
  margin: 0,
  padding: 0,
  border: 0,
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  blockSize: `calc(${vars.space.unit} * 12)`,
  inlineSize: '100%',
  minInlineSize: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
  color: vars.color.text,
});

/** A square Play/Pause button. */
export const playButton = style({
  flexShrink: 0,
  inlineSize: `calc(${vars.space.unit} * 9)`,
  paddingInline: 0,
});

export const icon = style({ inlineSize: '1em', blockSize: '1em', fill: 'currentColor' });

export const position = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  alignItems: 'center',
  blockSize: '100%',
});

/** The waveform's box; a pulsing placeholder while the audio loads. */
export const track = style({
  position: 'relative',
  inlineSize: '100%',
  blockSize: `calc(${vars.space.unit} * 10)`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'default' },
    // The border colour, faded, shows on the page and on cards alike.
    [`${root}[data-state="loading"] &`]: { backgroundColor: vars.color.border, opacity: 0.35 },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { [`${root}[data-state="loading"] &`]: { animation: `${pulse} 1.5s ease-in-out infinite` } },
    },
  },
});

/**
 * What wavesurfer.js draws in: the whole track. Its colours are read from here (see `waveColors`): the
 * text colour for the audio not yet played, the accent colour for the played part and the cursor.
 */
export const wave = style({
  position: 'absolute',
  inset: 0,
  color: vars.color.textMuted,
  accentColor: vars.color.primary,
});

/**
 * The slider's thumb sits on the played position; wavesurfer.js draws the cursor there, so the thumb
 * shows only as the focus ring of keyboard users.
 */
export const thumb = style({
  top: '50%',
  inlineSize: '2px',
  blockSize: '100%',
  borderRadius: vars.radius.small,
  selectors: { '&[data-focus-visible]': focusRing },
});

export const time = style([
  textReset,
  {
    flexShrink: 0,
    minInlineSize: '9ch',
    textAlign: 'end',
    whiteSpace: 'nowrap',
    fontSize: vars.font.sizeSmall,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.textMuted,
  },
]);

export const failed = style([
  textReset,
  { flex: 1, minInlineSize: 0, fontSize: vars.font.sizeSmall, color: vars.color.danger },
]);
