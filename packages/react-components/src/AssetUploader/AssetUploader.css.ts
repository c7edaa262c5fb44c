import { style } from '@vanilla-extract/css';
import { card } from '../theme/card.css.ts';
import { vars } from '../theme/contract.css.ts';
import { plainList } from '../theme/list.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = screen.screenColumn.md;

export const muted = screen.noteText;

export const list = plainList.sm;

export const item = card;

export const fileName = style({ margin: 0, fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const error = screen.errorText;

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The destination picker: as wide as its longest name, not the column. */
export const profile = style({ alignSelf: 'flex-start', minInlineSize: `calc(${vars.space.unit} * 40)` });
