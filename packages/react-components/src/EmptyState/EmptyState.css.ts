import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { textReset } from '../theme/textReset.css.ts';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
});

export const title = style([
  textReset,
  {
    fontSize: vars.font.sizeLarge,
    fontWeight: vars.font.weightBold,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
]);

export const description = style([textReset, { maxInlineSize: '48ch', overflowWrap: 'anywhere' }]);
