import { style } from '@vanilla-extract/css';
import { card } from '../theme/card.css.ts';
import { columnGrid } from '../theme/columnGrid.ts';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = screen.screenColumn.md;

export const toolbar = screen.toolbar;

export const panel = screen.section;

export const note = screen.noteText;

export const sectionTitle = screen.sectionTitle;

export const tiles = style({ ...columnGrid('160px', vars.space.sm, 'auto-fill'), margin: 0 });

export const tile = card;

export const tileLabel = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const tileValue = style({
  margin: 0,
  fontSize: vars.font.sizeTitle,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const charts = style(columnGrid('288px', vars.space.md));

export const report = style({
  width: '100%',
  minHeight: '512px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  background: vars.color.background,
});
