import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { pulse } from '../theme/motion.css.ts';

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const line = style({
  blockSize: '1em',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  boxShadow: `inset 0 0 0 1px ${vars.color.surface}`,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.5s ease-in-out infinite` },
  },
  selectors: { '&:last-child:not(:first-child)': { inlineSize: '60%' } },
});
