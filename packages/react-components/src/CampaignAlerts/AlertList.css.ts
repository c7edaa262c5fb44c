import { style, styleVariants } from '@vanilla-extract/css';
import { raisedPanel } from '../theme/card.css.ts';
import { vars } from '../theme/contract.css.ts';
import { plainList } from '../theme/list.css.ts';
import * as screen from '../theme/screen.css.ts';

export const list = plainList.sm;

export const item = style([
  raisedPanel,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    borderInlineStart: `4px solid ${vars.color.border}`,
  },
]);

/** The item's edge in its severity's colour. */
export const severityEdge = styleVariants({
  critical: { borderInlineStartColor: vars.color.danger },
  warning: { borderInlineStartColor: vars.color.warning },
  info: { borderInlineStartColor: vars.color.info },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 256px',
  minInlineSize: 0,
});

export const headline = style({ margin: 0, fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const meta = screen.mutedText;

export const actions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
