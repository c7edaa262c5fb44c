import { vars } from '@earshot/react-components';
import { style } from '@vanilla-extract/css';

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const tab = style({
  display: 'inline-block',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: '2px solid transparent',
  selectors: {
    '&[aria-current="page"]': { borderBlockEndColor: vars.color.primary, fontWeight: vars.font.weightBold },
  },
});
