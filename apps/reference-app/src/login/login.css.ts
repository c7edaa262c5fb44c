import { vars } from '@earshot/react-components';
import { keyframes, style } from '@vanilla-extract/css';

// The login page's form is native (form, input, button, link) so that the page needs none of React
// Aria; these rules give it the look of the components' TextField, Button and Link, from the same
// theme variables. Hover and focus come from the browser's own states here.

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

/** `all: unset` keeps a host's input rules out; `:disabled` (before the script runs) looks the same. */
export const input = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'block',
  inlineSize: '100%',
  minBlockSize: `calc(${vars.space.unit} * 9)`,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus': { borderColor: vars.color.primary },
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const fieldError = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  color: vars.color.danger,
});

const buttonBase = {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.base,
  border: '1px solid transparent',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeight,
  cursor: 'pointer',
  userSelect: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
} as const;

/** The primary button; `aria-disabled` while its request runs. */
export const submit = style({
  ...buttonBase,
  minBlockSize: `calc(${vars.space.unit} * 9)`,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: {
    '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.primaryHover },
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"]': { cursor: 'progress' },
  },
});

/** The pending indicator; it does not spin for users who ask for reduced motion. */
export const spinner = style({
  display: 'inline-block',
  inlineSize: '1em',
  blockSize: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 0.8s linear infinite` },
  },
});

export const link = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { color: vars.color.primaryHover },
    '&:focus-visible': focusRing,
  },
});

export const languages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A language to switch to: the components' quiet, small button. */
export const language = style({
  ...buttonBase,
  minBlockSize: `calc(${vars.space.unit} * 7)`,
  paddingInline: vars.space.md,
  backgroundColor: 'transparent',
  color: vars.color.primary,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface },
    '&:focus-visible': focusRing,
  },
});

export const currentLanguage = style({
  paddingInline: vars.space.sm,
  fontWeight: vars.font.weightBold,
});
