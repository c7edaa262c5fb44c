import { style } from '@vanilla-extract/css';
import { columnGrid } from '../theme/columnGrid.ts';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';
import { textReset } from '../theme/textReset.css.ts';

export const list = style([screen.screenColumn.md, { fontSize: vars.font.sizeBase }]);

export const toolbar = style({ ...columnGrid('192px', vars.space.md), alignItems: 'end' });

export const count = style([textReset, { color: vars.color.textMuted, fontSize: vars.font.sizeSmall }]);

export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** Lets the table scroll sideways on a narrow screen instead of widening the page. */
export const tableScroll = style({ overflowX: 'auto', maxInlineSize: '100%' });

/** Below this width the columns would break names and goals mid-word: the table scrolls instead. */
export const table = style({ minInlineSize: '864px' });

/** Short labels that wrap between words only (table cells otherwise break anywhere). */
export const words = style({ overflowWrap: 'normal' });

export const pagination = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const problem = style([textReset, { color: vars.color.danger }]);
