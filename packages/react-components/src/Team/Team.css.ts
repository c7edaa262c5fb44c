import { style } from '@vanilla-extract/css';
import { framed } from '../theme/card.css.ts';
import { columnGrid } from '../theme/columnGrid.ts';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = screen.screenColumn.lg;

export const section = screen.section;

export const sectionTitle = screen.sectionTitle;

export const muted = screen.mutedText;

export const person = style([
  framed,
  { ...columnGrid('192px', vars.space.sm), alignItems: 'end', margin: 0 },
]);

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.font.weightBold });

export const error = screen.errorText;

export const actions = screen.actionRow;

export const email = style({ overflowWrap: 'anywhere' });
