import { style } from '@vanilla-extract/css';
import { choice } from '../theme/choice.css.ts';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focusRing.css.ts';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: { '[data-orientation="horizontal"] > &': { flexDirection: 'row', flexWrap: 'wrap' } },
});

export const radio = choice;

export const circle = style({
  flexShrink: 0,
  inlineSize: '18px',
  blockSize: '18px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  selectors: {
    [`${choice}[data-selected] &`]: { borderWidth: '6px', borderColor: vars.color.primary },
    [`${choice}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${choice}[data-focus-visible] &`]: focusRing,
  },
});
