import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focusRing.css.ts';
import { spin } from '../theme/motion.css.ts';

/** Every control starts from `all: unset` so a host's `button { … }` rules cannot leak in. */
export const button = recipe({
  base: {
    all: 'unset',
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minBlockSize: `calc(${vars.space.unit} * 9)`,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
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
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.primaryHover } },
      },
      secondary: {
        backgroundColor: vars.color.background,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surface } },
      },
      quiet: {
        backgroundColor: 'transparent',
        color: vars.color.primary,
        selectors: { '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surface } },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
      },
    },
    size: {
      small: { minBlockSize: `calc(${vars.space.unit} * 7)`, paddingInline: vars.space.md },
      medium: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
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

/** The variants of {@link button}. */
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
