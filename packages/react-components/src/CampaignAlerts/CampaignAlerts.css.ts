import { style } from '@vanilla-extract/css';
import { card } from '../theme/card.css.ts';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = style([card, { gap: vars.space.md, padding: vars.space.lg, color: vars.color.text }]);

export const title = screen.headingText.title;
