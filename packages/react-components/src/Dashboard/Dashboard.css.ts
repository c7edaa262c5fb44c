import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = screen.screenColumn.md;

export const toolbar = screen.toolbar;

export const panel = screen.section;

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const sectionTitle = screen.sectionTitle;

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  background: vars.color.surface,
});

export const tileLabel = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const tileValue = style({
  margin: 0,
  fontSize: vars.font.sizeTitle,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  gap: vars.space.md,
});

export const report = style({
  width: '100%',
  minHeight: '32rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  background: vars.color.background,
});
