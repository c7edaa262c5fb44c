import { style } from '@vanilla-extract/css';
import { card, raisedPanel } from '../theme/card.css.ts';
import * as codeSnippet from '../theme/codeSnippet.css.ts';
import { vars } from '../theme/contract.css.ts';
import { plainList } from '../theme/list.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = style([
  card,
  {
    gap: vars.space.md,
    padding: vars.space.lg,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeBase,
    lineHeight: vars.font.lineHeight,
  },
]);

export const title = screen.headingText.title;

export const muted = screen.mutedText;

/** Why the reminders are hidden: text on the raised panel, marked by an accent rule. */
export const note = style([
  raisedPanel,
  { margin: 0, borderInlineStart: `4px solid ${vars.color.primary}`, color: vars.color.text },
]);

export const steps = plainList.sm;

export const step = style([
  raisedPanel,
  { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm },
]);

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
