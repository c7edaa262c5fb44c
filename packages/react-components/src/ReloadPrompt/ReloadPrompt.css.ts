import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { slideUp } from '../theme/motion.css.ts';
import { textReset } from '../theme/textReset.css.ts';

export const card = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: 1050,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxInlineSize: 'min(360px, calc(100vw - 32px))',
  padding: vars.space.lg,
  borderRadius: vars.radius.base,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${slideUp} ${vars.duration.slow} ease-out` },
  },
});

export const message = style([textReset, { overflowWrap: 'anywhere' }]);

export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });
