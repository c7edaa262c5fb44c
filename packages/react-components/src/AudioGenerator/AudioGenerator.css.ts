import { style } from '@vanilla-extract/css';
import { card as themeCard } from '../theme/card.css.ts';
import { vars } from '../theme/contract.css.ts';
import { plainList } from '../theme/list.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = screen.screenColumn.md;

export const section = screen.stack.sm;

export const heading = screen.sectionTitle;

export const textArea = style({ minBlockSize: `calc(${vars.space.unit} * 30)`, resize: 'vertical' });

export const list = plainList.sm;

export const card = themeCard;

export const script = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const muted = screen.noteText;

export const error = screen.errorText;

export const actions = screen.inlineRow;
