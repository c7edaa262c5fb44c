import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

/**
 * The pill: its own background keeps the tone's text at AA contrast on any row, hovered or not;
 * the tone colours the text, the border and the dot.
 */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.round,
    border: '1px solid',
    backgroundColor: vars.color.background,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeSmall,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeight,
    whiteSpace: 'nowrap',
  },
  variants: {
    status: {
      draft: { color: vars.color.text, borderColor: vars.color.border },
      scheduled: { color: vars.color.info, borderColor: vars.color.info },
      running: { color: vars.color.success, borderColor: vars.color.success },
      paused: { color: vars.color.warning, borderColor: vars.color.warning },
      completed: { color: vars.color.textMuted, borderColor: vars.color.border, borderStyle: 'dashed' },
    },
  },
});

const dotBase = style({
  flex: 'none',
  boxSizing: 'border-box',
  inlineSize: '8px',
  blockSize: '8px',
  borderRadius: '50%',
  border: '1.5px solid currentColor',
});

/** The dot: hollow for a draft (not delivering yet), filled otherwise. */
export const dot = styleVariants({
  hollow: [dotBase],
  filled: [dotBase, { backgroundColor: 'currentColor' }],
});
