import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = screen.screenColumn.lg;

export const section = screen.section;

export const sectionTitle = screen.sectionTitle;

export const muted = screen.mutedText;

export const person = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  alignItems: 'end',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.font.weightBold });

export const error = screen.errorText;

export const actions = screen.actionRow;

export const email = style({ overflowWrap: 'anywhere' });
