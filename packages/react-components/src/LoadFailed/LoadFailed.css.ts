import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { errorText, inlineRow } from '../theme/screen.css.ts';

const column = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

/** How the message and the Retry button sit: side by side, stacked, or stacked in a padded panel. */
export const layout = {
  inline: inlineRow,
  stacked: column,
  panel: style([column, { padding: vars.space.lg }]),
};

/** The message: in the danger colour next to or above the button, or as the title of a panel. */
export const message = {
  inline: errorText,
  stacked: errorText,
  panel: style({ margin: 0, fontSize: vars.font.sizeLarge, fontWeight: vars.font.weightBold }),
};
