import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { textReset } from '../theme/textReset.css.ts';

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.lg,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  flex: 1,
});

export const title = style([
  textReset,
  {
    fontSize: vars.font.sizeTitle,
    fontWeight: vars.font.weightBold,
    lineHeight: 1.2,
    overflowWrap: 'anywhere',
  },
]);

export const description = style([textReset, { color: vars.color.textMuted, fontSize: vars.font.sizeBase }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
