import { style } from '@vanilla-extract/css';
import { columnGrid } from '../theme/columnGrid.ts';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = screen.screenColumn.lg;

export const section = screen.section;

export const sectionHeader = screen.headerRow;

export const sectionTitle = screen.sectionTitle;

export const fields = style(columnGrid('16rem', vars.space.md));

export const status = style([screen.mutedText, { overflowWrap: 'anywhere' }]);

export const error = screen.errorText;

export const actions = screen.actionRow;

export const dialogBody = screen.section;
