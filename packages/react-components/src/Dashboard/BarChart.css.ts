import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export { bar } from '../theme/chart.css.ts';

export const card = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  background: vars.color.surface,
});

export const svg = style({ blockSize: '160px' });
