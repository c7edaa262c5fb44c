import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const base = style({ display: 'flex', gap: vars.space.sm });

/** How the message and the Retry button sit: side by side, stacked, or stacked in a padded panel. */
export const layout = styleVariants({
  inline: [base, { flexWrap: 'wrap', alignItems: 'center' }],
  stacked: [base, { flexDirection: 'column', alignItems: 'flex-start' }],
  panel: [base, { flexDirection: 'column', alignItems: 'flex-start', padding: vars.space.lg }],
});

const danger = style({ margin: 0, color: vars.color.danger });

/** The message: in the danger colour next to or above the button, or as the title of a panel. */
export const message = {
  inline: danger,
  stacked: danger,
  panel: style({ margin: 0, fontSize: vars.font.sizeLarge, fontWeight: vars.font.weightBold }),
};
