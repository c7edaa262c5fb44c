import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focusRing.css.ts';
import { textReset } from '../theme/textReset.css.ts';
import { toastColors } from '../theme/toastColors.css.ts';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  maxInlineSize: 'min(420px, calc(100vw - 32px))',
  zIndex: 1100,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

const toastBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.base,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
  lineHeight: vars.font.lineHeight,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const toast = styleVariants(toastColors, (colors) => [
  toastBase,
  { backgroundColor: colors.background, color: colors.color },
]);

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1 });

export const title = style([textReset, { fontWeight: vars.font.weightBold }]);

export const close = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '24px',
  blockSize: '24px',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  color: 'inherit',
  fontSize: vars.font.sizeLarge,
  lineHeight: 1,
  selectors: { '&[data-focus-visible]': { outline: '2px solid currentColor', outlineOffset: '1px' } },
});

export const action = style({
  all: 'unset',
  boxSizing: 'border-box',
  alignSelf: 'center',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.small,
  border: '1px solid currentColor',
  cursor: 'pointer',
  color: 'inherit',
  fontWeight: vars.font.weightBold,
  selectors: { '&[data-focus-visible]': { outline: '2px solid currentColor', outlineOffset: '1px' } },
});
