import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = screen.screenColumn.lg;

export const section = style([screen.sectionCard, { alignItems: 'flex-start' }]);

export const sectionTitle = screen.sectionTitle;

export const muted = style([screen.mutedText, { overflowWrap: 'anywhere' }]);

export const figure = style({
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});

export const snippet = style({
  alignSelf: 'stretch',
  margin: 0,
  padding: vars.space.sm,
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background,
  fontSize: vars.font.sizeSmall,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
});

export const error = screen.errorText;

export const success = style({ margin: 0, color: vars.color.text, fontWeight: vars.font.weightBold });

export const actions = screen.inlineRow;

export const table = style({ alignSelf: 'stretch', overflowX: 'auto' });

export const wrap = style({ overflowWrap: 'anywhere' });

export const problems = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.danger });

export const field = style({ alignSelf: 'stretch' });

export const partners = style({ margin: 0, paddingInlineStart: vars.space.lg });
