import { style } from '@vanilla-extract/css';
import { columnGrid } from '../theme/columnGrid.ts';
import { vars } from '../theme/contract.css.ts';
import { plainList, ruledItem } from '../theme/list.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = style([screen.screenColumn.lg, { fontSize: vars.font.sizeBase }]);

export const fields = style({ ...columnGrid('224px', vars.space.md), alignItems: 'start' });

export const section = screen.stack.sm;

export const heading = screen.sectionTitle;

export const list = plainList.xs;

export const listItem = ruledItem;

export const itemText = style([screen.stack.xs, { minInlineSize: 0 }]);

/** The combined reach: the figure, then what it counts or that it waits for a save. */
export const reach = style([screen.stack.xs, { margin: 0 }]);

export const reachFigure = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeLarge });

export const inline = style({ display: 'flex', alignItems: 'end', gap: vars.space.sm, flexWrap: 'wrap' });

export const muted = screen.mutedText;

export const error = screen.errorText;
