import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.danger });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const logo = style({
  display: 'block',
  maxWidth: '160px',
  maxHeight: '80px',
  objectFit: 'contain',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background,
});
