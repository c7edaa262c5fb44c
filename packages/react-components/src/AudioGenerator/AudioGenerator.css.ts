import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.font.sizeLarge, fontWeight: vars.font.weightBold });

export const textArea = style({ minBlockSize: `calc(${vars.space.unit} * 30)`, resize: 'vertical' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  background: vars.color.surface,
});

export const script = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const error = style({ margin: 0, color: vars.color.danger });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
