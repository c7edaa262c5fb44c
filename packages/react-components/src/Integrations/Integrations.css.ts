import { style } from '@vanilla-extract/css';
import { card } from '../theme/card.css.ts';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = screen.screenColumn.md;

export const form = style([screen.section, { maxWidth: '640px' }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const error = screen.errorText;

export const muted = screen.mutedText;

export const run = style([card, { alignItems: 'flex-start', gap: vars.space.sm }]);

export const sectionTitle = screen.sectionTitle;

export const files = style({ margin: 0, paddingInlineStart: vars.space.lg });
