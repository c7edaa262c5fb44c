import { style } from '@vanilla-extract/css';
import { columnGrid } from '../theme/columnGrid.ts';
import { vars } from '../theme/contract.css.ts';
import { textReset } from '../theme/textReset.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const heading = style([
  textReset,
  { fontSize: vars.font.sizeLarge, fontWeight: vars.font.weightBold },
]);

export const facts = style([columnGrid('160px', vars.space.sm), { margin: 0 }]);

export const fact = style({
  display: 'grid',
  gap: '2px',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  background: vars.color.surface,
});

export const term = style([textReset, { fontSize: vars.font.sizeSmall, color: vars.color.textMuted }]);

export const value = style([
  textReset,
  { fontSize: vars.font.sizeLarge, fontWeight: vars.font.weightBold, fontVariantNumeric: 'tabular-nums' },
]);

export const detail = style([textReset, { fontSize: vars.font.sizeSmall, color: vars.color.textMuted }]);
