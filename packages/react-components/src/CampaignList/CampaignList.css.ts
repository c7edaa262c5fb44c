import { style } from '@vanilla-extract/css';
import { columnGrid } from '../theme/columnGrid.ts';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';
import { textReset } from '../theme/textReset.css.ts';

export const list = style([screen.screenColumn.md, { fontSize: vars.font.sizeBase }]);

export const toolbar = style({ ...columnGrid('12rem', vars.space.md), alignItems: 'end' });

export const count = style([textReset, { color: vars.color.textMuted, fontSize: vars.font.sizeSmall }]);

export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const pagination = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const problem = style([textReset, { color: vars.color.danger }]);
