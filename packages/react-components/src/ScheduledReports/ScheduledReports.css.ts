import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';

export const form = style([screen.section, { minWidth: 0 }]);

/** Two fields side by side where there is room, one under the other at phone widths. */
export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(224px, 100%), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const actions = screen.inlineRow;

export const cellStack = style([screen.stack.xs, { minWidth: 0 }]);

export const muted = style([screen.noteText, { overflowWrap: 'anywhere' }]);

export const failed = screen.errorText;

export const recipients = style({ overflowWrap: 'anywhere' });
