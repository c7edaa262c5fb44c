import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { focusRing } from './focusRing.css.ts';
import { textReset } from './textReset.css.ts';

/** The column a field's label, control, description and error sit in. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
  color: vars.color.text,
});

export const label = style([
  textReset,
  {
    fontSize: vars.font.sizeSmall,
    fontWeight: vars.font.weightBold,
    color: vars.color.text,
  },
]);

/** A text input, or the group that frames one; `all: unset` keeps host input rules out. */
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
    '&[data-focus-visible], &[data-focus-within]': focusRing,
    '&[data-focused]': { borderColor: vars.color.primary },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-readonly]': { backgroundColor: vars.color.surface },
  },
});

/** A group holding an input and its buttons in one frame. */
export const group = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: 0,
    paddingInline: vars.space.xs,
  },
]);

/** An input inside a {@link group}: the group draws the frame. */
export const groupInput = style({
  all: 'unset',
  boxSizing: 'border-box',
  flex: 1,
  minInlineSize: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
  color: vars.color.text,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    // A search field has its own clear button: the browser's would make two.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

/** A small square button inside a field (clear, open, step). */
export const fieldButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: `calc(${vars.space.unit} * 7)`,
  blockSize: `calc(${vars.space.unit} * 7)`,
  borderRadius: vars.radius.small,
  color: vars.color.textMuted,
  cursor: 'pointer',
  fontFamily: vars.font.family,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const description = style([textReset, { fontSize: vars.font.sizeSmall, color: vars.color.textMuted }]);

export const fieldError = style([textReset, { fontSize: vars.font.sizeSmall, color: vars.color.danger }]);
