import { style } from '@vanilla-extract/css';
import { card } from '../theme/card.css.ts';
import { vars } from '../theme/contract.css.ts';

export const player = card;

export const playerTitle = style({ margin: 0, fontWeight: vars.font.weightBold });
