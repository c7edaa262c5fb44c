import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = screen.screenColumn.lg;

export const section = style([screen.sectionCard, { overflowWrap: 'anywhere' }]);

export const sectionTitle = screen.sectionTitle;

export const muted = screen.mutedText;

export const error = screen.errorText;

export const actions = screen.inlineRow;

export const logo = style({
  display: 'block',
  maxWidth: '160px',
  maxHeight: '80px',
  objectFit: 'contain',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background,
});
