import { style } from '@vanilla-extract/css';
import { choice } from '../theme/choice.css.ts';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focusRing.css.ts';

export const checkbox = choice;

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '18px',
  blockSize: '18px',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background,
  color: vars.color.onPrimary,
  selectors: {
    [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${choice}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${choice}[data-focus-visible] &`]: focusRing,
  },
});

export const mark = style({ inlineSize: '12px', blockSize: '12px', fill: 'none', stroke: 'currentColor' });
