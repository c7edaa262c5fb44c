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
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  minWidth: 0,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const figure = style({
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});

export const snippet = style({
  alignSelf: 'stretch',
  margin: 0,
  padding: vars.space.sm,
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background,
  fontSize: vars.font.sizeSmall,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
});

export const error = style({ margin: 0, color: vars.color.danger });

export const success = style({ margin: 0, color: vars.color.text, fontWeight: vars.font.weightBold });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const table = style({ alignSelf: 'stretch', overflowX: 'auto' });

export const wrap = style({ overflowWrap: 'anywhere' });

export const problems = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.danger });

export const field = style({ alignSelf: 'stretch' });

export const partners = style({ margin: 0, paddingInlineStart: vars.space.lg });
