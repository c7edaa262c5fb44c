import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const preview = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  background: vars.color.surface,
});

export const image = style({ maxInlineSize: '100%', blockSize: 'auto', borderRadius: vars.radius.small });
