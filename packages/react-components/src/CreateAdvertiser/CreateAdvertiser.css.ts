import { style } from '@vanilla-extract/css';
import * as screen from '../theme/screen.css.ts';

export const root = style([screen.sectionCard, { overflowWrap: 'anywhere' }]);

export const title = screen.sectionTitle;

export const muted = screen.mutedText;

export const actions = screen.inlineRow;
