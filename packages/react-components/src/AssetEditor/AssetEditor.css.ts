import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = screen.screenColumn.md;

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const error = screen.errorText;

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
