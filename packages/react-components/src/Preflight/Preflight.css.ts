import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { plainList } from '../theme/list.css.ts';
import * as screen from '../theme/screen.css.ts';

/** The verdicts' tones: pass green, warn amber, fail red, a running check muted. */
const tones = {
  pass: { color: vars.color.success },
  warn: { color: vars.color.warning },
  fail: { color: vars.color.danger },
  checking: { color: vars.color.textMuted },
};

export const root = style([screen.stack.xs, { fontFamily: vars.font.family, color: vars.color.text }]);

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontWeight: vars.font.weightBold,
});

/** The stroked icon, a line's height, in its verdict's tone. */
export const icon = recipe({
  base: {
    flex: 'none',
    inlineSize: '1.1em',
    blockSize: '1.1em',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  variants: { status: tones },
});

export const checks = plainList.xs;

/** A check: its icon beside its name, verdict, figures and fix. */
export const check = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.xs,
  alignItems: 'baseline',
});

export const checkText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const checkName = style({ fontWeight: vars.font.weightBold });

/** The verdict's word beside the check's name, in its tone. */
export const verdict = recipe({
  base: { fontWeight: vars.font.weightBold, marginInlineStart: vars.space.xs },
  variants: { status: tones },
});

export const figures = style([screen.noteText, { overflowWrap: 'anywhere' }]);

export const fix = style({ margin: 0, fontSize: vars.font.sizeSmall });

/** The compact verdict of a list's cell. */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
});

export const badgeText = recipe({ variants: { status: tones } });
