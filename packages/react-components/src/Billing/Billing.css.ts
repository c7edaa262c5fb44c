import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = screen.screenColumn.lg;

export const section = screen.section;

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = screen.sectionTitle;

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.md,
});

export const status = style([screen.mutedText, { overflowWrap: 'anywhere' }]);

export const error = screen.errorText;

export const actions = screen.actionRow;

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
