import { style } from '@vanilla-extract/css';
import { columnGrid } from '../theme/columnGrid.ts';
import { vars } from '../theme/contract.css.ts';
import { plainList, ruledItem } from '../theme/list.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = style([screen.screenColumn.lg, { fontSize: vars.font.sizeBase }]);

export const fields = style({ ...columnGrid('14rem', vars.space.md), alignItems: 'start' });

export const section = screen.stack.sm;

export const heading = screen.sectionTitle;

export const list = plainList.xs;

export const listItem = ruledItem;

export const inline = style({ display: 'flex', alignItems: 'end', gap: vars.space.sm, flexWrap: 'wrap' });

export const muted = screen.mutedText;

export const error = screen.errorText;
