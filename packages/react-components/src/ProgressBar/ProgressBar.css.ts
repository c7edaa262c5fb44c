import { keyframes, style } from '@vanilla-extract/css';
import { fill } from '../theme/bar.css.ts';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const indeterminate = style([
  fill,
  {
    inlineSize: '40%',
    '@media': {
      '(prefers-reduced-motion: no-preference)': { animation: `${slide} 1.2s ease-in-out infinite` },
    },
  },
]);
