import { vars } from '@earshot/react-components';
import { style } from '@vanilla-extract/css';

export const languages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const currentLanguage = style({
  paddingInline: vars.space.sm,
  fontWeight: vars.font.weightBold,
});
