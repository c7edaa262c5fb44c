import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { plainList, ruledItem } from '../theme/list.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = style([screen.screenColumn.lg, { fontSize: vars.font.sizeBase }]);

export const section = screen.stack.sm;

export const heading = screen.sectionTitle;

export const rule = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(160px, 1fr) minmax(224px, 2fr) auto',
  gap: vars.space.sm,
  alignItems: 'end',
  // A phone has no room for the three side by side: they stack.
  '@media': { 'screen and (max-width: 599px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const list = plainList.xs;

export const listItem = style([ruledItem, { flexWrap: 'wrap' }]);

export const muted = screen.mutedText;

export const error = screen.errorText;
