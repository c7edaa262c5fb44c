import { style } from '@vanilla-extract/css';
import { columnGrid } from '../theme/columnGrid.ts';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = screen.stack.md;

/** Expiry, security code and postal code side by side, one column on a phone. */
export const row = style(columnGrid('128px', vars.space.md));

export const note = screen.noteText;

export const actions = screen.actionRow;

/** The brand line under the number: muted while typing, the success colour once the number checks out. */
export const brand = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  selectors: { '&[data-valid]': { color: vars.color.success } },
});
