import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { iconButton } from '../theme/iconButton.css.ts';
import { popover } from '../theme/overlay.css.ts';
import * as screen from '../theme/screen.css.ts';

/** The bell: a square icon button as tall as the header's other buttons, the count's badge on its corner. */
export const trigger = style([
  iconButton,
  {
    position: 'relative',
    selectors: {
      // The count is drawn, not text: the accessible name says it in full ("Alerts, 12 open"), and
      // "9+" as text would read as a visible label the name lacks.
      '&[data-badge]::after': {
        content: 'attr(data-badge)',
        position: 'absolute',
        insetBlockStart: `calc(${vars.space.unit} * -1.5)`,
        insetInlineEnd: `calc(${vars.space.unit} * -1.5)`,
        boxSizing: 'border-box',
        minInlineSize: '20px',
        blockSize: '20px',
        paddingInline: '5px',
        borderRadius: vars.radius.round,
        border: `2px solid ${vars.color.background}`,
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        fontSize: vars.font.sizeSmall,
        fontWeight: vars.font.weightBold,
        lineHeight: '16px',
        textAlign: 'center',
        whiteSpace: 'nowrap',
      },
    },
  },
]);

export const icon = style({ inlineSize: '20px', blockSize: '20px' });

/** The open panel: on the surface colour so the alerts stand out raised, as in the dashboard's card. */
export const panel = style([
  popover,
  {
    inlineSize: '448px',
    padding: vars.space.md,
    backgroundColor: vars.color.surface,
  },
]);

/** The panel's title above the list. */
export const content = screen.stack.md;

export const title = screen.headingText.large;
