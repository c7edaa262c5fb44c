import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focusRing.css.ts';
import { hiddenFromSight, list } from '../theme/overlay.css.ts';

/** The button: the avatar and the name, as tall as the header's other controls. */
export const trigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  minBlockSize: `calc(${vars.space.unit} * 9)`,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.round,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed], &[aria-expanded="true"]': { backgroundColor: vars.color.surface },
    '&[data-focus-visible]': focusRing,
  },
});

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: `calc(${vars.space.unit} * 7)`,
  blockSize: `calc(${vars.space.unit} * 7)`,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
});

/** The name beside the avatar; narrow screens show the avatar alone (the name stays in the button's name). */
export const name = style({
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
  '@media': { 'screen and (max-width: 599px)': hiddenFromSight },
});

/** The open menu: who is signed in, then the items; the popover scrolls on short screens. */
export const panel = style({ minInlineSize: '240px' });

/** The items, as tall as they are: the popover, held to the screen's height, scrolls them. */
export const menu = style([list, { maxBlockSize: 'none' }]);

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  marginBlockEnd: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.surface}`,
  overflowWrap: 'anywhere',
});

export const identityName = style({ fontWeight: vars.font.weightBold });

export const identityEmail = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const sectionHeader = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
});

export const separator = style({
  blockSize: '1px',
  marginBlock: vars.space.xs,
  border: 'none',
  backgroundColor: vars.color.border,
});

/** An item's text, taking the room its row leaves. */
export const itemText = style({ flex: 1 });

/** The column of check marks, kept even when empty so the choices line up. */
export const check = style({ inlineSize: '1em', textAlign: 'center' });
