import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export {
  bar,
  baseline,
  caption,
  cell,
  details,
  detailsSummary,
  summary,
  svg,
  table,
} from '../theme/chart.css.ts';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  background: vars.color.surface,
});
