import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(14rem, 1fr) minmax(0, 3fr)',
  gap: vars.space.lg,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
  color: vars.color.text,
  '@media': { 'screen and (max-width: 720px)': { gridTemplateColumns: '1fr' } },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  justifyContent: 'space-between',
});

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const result = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.background,
});

export const resultText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const resultName = style({
  margin: 0,
  fontSize: vars.font.sizeBase,
  fontWeight: vars.font.weightBold,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const message = style({ margin: 0, padding: vars.space.md, color: vars.color.textMuted });

export const error = style({ margin: 0, padding: vars.space.md, color: vars.color.danger });
