import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focusRing.css.ts';
import { iconButton } from '../theme/iconButton.css.ts';

export const nav = style({ fontFamily: vars.font.family, fontSize: vars.font.sizeBase });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.base,
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface },
    '&[data-current]': {
      backgroundColor: vars.color.surface,
      color: vars.color.primary,
      fontWeight: vars.font.weightBold,
    },
    '&[data-focus-visible]': focusRing,
  },
});

/** The menu button of the drawer: a square icon button as tall as the other header controls. */
export const menuButton = iconButton;

export const menuIcon = style({ inlineSize: '20px', blockSize: '20px' });

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  backgroundColor: vars.color.overlay,
});

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

/** The drawer: the full height of the screen at the inline start, scrolling when the menu is taller. */
export const drawer = style({
  boxSizing: 'border-box',
  blockSize: '100%',
  inlineSize: 'min(320px, calc(100vw - 48px))',
  overflowY: 'auto',
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.font.family,
  outline: 'none',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&[data-entering]': { animation: `${slideIn} ${vars.duration.slow} ease-out` } },
    },
  },
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  outline: 'none',
});

export const drawerClose = style({ alignSelf: 'flex-end', fontSize: vars.font.sizeLarge });
