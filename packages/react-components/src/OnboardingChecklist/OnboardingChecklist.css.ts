import { style } from '@vanilla-extract/css';
import * as codeSnippet from '../theme/codeSnippet.css.ts';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
  lineHeight: vars.font.lineHeight,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeTitle,
  fontWeight: vars.font.weightBold,
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceRaised,
});

export const stepHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
});

export const badge = style({
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightNormal,
  selectors: {
    '&[data-done]': { borderColor: vars.color.success, color: vars.color.text },
  },
});

export const figure = codeSnippet.snippetFigure;

export const snippet = codeSnippet.snippet;

export const error = screen.errorText;

export const actions = screen.inlineRow;
