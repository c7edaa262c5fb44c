import { style } from '@vanilla-extract/css';
import { choice } from '../theme/choice.css.ts';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focusRing.css.ts';

export const switchRoot = choice;

export const track = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  inlineSize: '36px',
  blockSize: '20px',
  padding: '2px',
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.border,
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    // The thumb moves by alignment, not a transform, so it runs the right way in right-to-left text.
    [`${choice}[data-selected] &`]: { backgroundColor: vars.color.primary, justifyContent: 'flex-end' },
    [`${choice}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  inlineSize: '16px',
  blockSize: '16px',
  borderRadius: '50%',
  backgroundColor: vars.color.background,
});
