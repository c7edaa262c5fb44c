import { vars } from '@earshot/react-components';
import { style } from '@vanilla-extract/css';

/**
 * The room kept at the end of the page while the prompt card shows: the card is fixed to the bottom
 * of the window, and the page can always scroll its last lines up out from under it.
 */
export const room = style({
  flexShrink: 0,
  backgroundColor: vars.color.background,
});
