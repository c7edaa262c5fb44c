import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/** A list without bullets or indent, its items stacked; keyed by the space between them. */
export const plainList = styleVariants({ xs: vars.space.xs, sm: vars.space.sm }, (gap) => ({
  display: 'flex',
  flexDirection: 'column',
  gap,
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

/** An item of a list of entries: its text at the start, its buttons at the end, a rule below. */
export const ruledItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.surface}`,
});
