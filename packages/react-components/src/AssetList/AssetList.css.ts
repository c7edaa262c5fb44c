import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = screen.screenColumn.md;

export const actions = screen.actionRow;

export const player = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  background: vars.color.surface,
});

export const playerTitle = style({ margin: 0, fontWeight: vars.font.weightBold });
