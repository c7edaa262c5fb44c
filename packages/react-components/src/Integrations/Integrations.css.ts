import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = screen.screenColumn.md;

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '40rem',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const error = screen.errorText;

export const muted = screen.mutedText;

export const run = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  background: vars.color.surface,
});

export const sectionTitle = screen.sectionTitle;

export const files = style({ margin: 0, paddingInlineStart: vars.space.lg });
