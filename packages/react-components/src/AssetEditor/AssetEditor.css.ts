import { style } from '@vanilla-extract/css';
import { card } from '../theme/card.css.ts';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = screen.screenColumn.md;

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const error = screen.errorText;

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The pre-flight and normalizing section, under the asset's details. */
export const section = screen.stack.sm;

export const heading = screen.sectionTitle;

/** The normalized copy just made: its link and pre-flight, framed apart from the asset's own. */
export const copy = style([card, { gap: vars.space.sm }]);

export const copyTitle = style({ margin: 0, fontWeight: vars.font.weightBold });
