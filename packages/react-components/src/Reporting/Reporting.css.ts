import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = screen.screenColumn.md;

export const toolbar = screen.toolbar;

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = screen.sectionTitle;

export const muted = screen.mutedText;

export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
