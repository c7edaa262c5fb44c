import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { focusRing } from './focusRing.css.ts';

/** What every floating surface shares: raised above the page, in the theme's text. */
const floating = {
  boxSizing: 'border-box',
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
  overflow: 'auto',
} as const;

/** A floating surface: popovers, menus and list boxes of selects. */
export const popover = style({
  ...floating,
  minInlineSize: 'var(--trigger-width)',
  maxInlineSize: 'min(480px, calc(100vw - 16px))',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  outline: 'none',
});

/** A list of options or menu items. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
  maxBlockSize: '320px',
});

/** One option or menu item. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surface },
    '&[data-focus-visible]': focusRing,
    '&[data-selected]': { fontWeight: vars.font.weightBold, color: vars.color.primary },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-danger]': { color: vars.color.danger },
  },
});

/** The dimmed layer behind a modal dialog. */
export const modalOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.overlay,
});

/** The modal's card. */
export const modal = style({ ...floating, inlineSize: 'min(560px, 100%)', maxBlockSize: '100%' });

/** The rules hiding an element from sight while screen readers still read it, e.g. inside a media query. */
export const hiddenFromSight = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hidden from sight, still read by screen readers. */
export const visuallyHidden = style(hiddenFromSight);
