import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { textReset } from '../theme/textReset.css.ts';

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  outline: 'none',
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const heading = style([
  textReset,
  {
    flex: 1,
    margin: 0,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeLarge,
    fontWeight: vars.font.weightBold,
    lineHeight: 1.3,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
]);

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
