import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
  color: vars.color.text,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.font.sizeLarge, fontWeight: vars.font.weightBold });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.surface}`,
});

export const inline = style({ display: 'flex', alignItems: 'end', gap: vars.space.sm, flexWrap: 'wrap' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.danger });
