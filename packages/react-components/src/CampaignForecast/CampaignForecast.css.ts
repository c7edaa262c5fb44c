import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { pulse } from '../theme/motion.css.ts';
import { textReset } from '../theme/textReset.css.ts';

export const panel = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
  lineHeight: vars.font.lineHeight,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style([
  textReset,
  { fontSize: vars.font.sizeLarge, fontWeight: vars.font.weightBold },
]);

export const note = style([textReset, { fontSize: vars.font.sizeSmall, color: vars.color.textMuted }]);

/** The figures, chart and warnings: dimmed while the next plan's load, never moved. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  transition: `opacity ${vars.duration.slow}`,
  selectors: { '[data-updating] > &': { opacity: 0.55 } },
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(136px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minInlineSize: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
});

export const term = style([textReset, { fontSize: vars.font.sizeSmall, color: vars.color.textMuted }]);

export const value = style([
  textReset,
  {
    fontSize: vars.font.sizeLarge,
    fontWeight: vars.font.weightBold,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  },
]);

export const detail = style([textReset, { fontSize: vars.font.sizeSmall, color: vars.color.textMuted }]);

/** A placeholder line of a skeleton, as tall as the text it stands for. */
const placeholder = style({
  display: 'block',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.5s ease-in-out infinite` },
  },
});

/** Placeholders sized as the large value and the small detail lines of a figure. */
export const skeleton = styleVariants({
  value: [
    placeholder,
    { blockSize: `calc(${vars.font.sizeLarge} * ${vars.font.lineHeight})`, inlineSize: '70%' },
  ],
  detail: [
    placeholder,
    { blockSize: `calc(${vars.font.sizeSmall} * ${vars.font.lineHeight})`, inlineSize: '50%' },
  ],
  line: [
    placeholder,
    { blockSize: `calc(${vars.font.sizeSmall} * ${vars.font.lineHeight})`, inlineSize: '80%' },
  ],
  badge: [
    placeholder,
    { blockSize: `calc(${vars.font.sizeSmall} * ${vars.font.lineHeight} + 2px)`, inlineSize: '144px' },
  ],
  block: [placeholder, {}],
});

/** On the raised panel, a figure's placeholder stands out in the border colour. */
export const figurePlaceholder = style({ backgroundColor: vars.color.surfaceRaised });

export const likelihood = style([
  textReset,
  { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.sizeSmall },
]);

export const likelihoodLabel = style({ color: vars.color.textMuted });

const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.round,
  border: '1px solid',
  backgroundColor: vars.color.background,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
});

/** The likelihood's pill, in its tone: the word is always there, so colour is never the only signal. */
export const likelihoodPill = styleVariants({
  high: [pill, { color: vars.color.success, borderColor: vars.color.success }],
  medium: [pill, { color: vars.color.warning, borderColor: vars.color.warning }],
  low: [pill, { color: vars.color.danger, borderColor: vars.color.danger }],
});

/** The tone's meter: one, two or three filled bars. */
export const likelihoodBars = style({ display: 'inline-flex', alignItems: 'flex-end', gap: '1px' });

export const likelihoodBar = style({
  inlineSize: '3px',
  borderRadius: '1px',
  backgroundColor: 'currentColor',
  opacity: 0.3,
  selectors: { '&[data-filled]': { opacity: 1 } },
});

export const empty = style([
  textReset,
  {
    padding: vars.space.lg,
    border: `1px dashed ${vars.color.border}`,
    borderRadius: vars.radius.base,
    color: vars.color.textMuted,
    textAlign: 'center',
  },
]);

export const supply = style([textReset, { fontSize: vars.font.sizeSmall, color: vars.color.textMuted }]);

export const warnings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const warning = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.warning}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
});

export const warningIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '20px',
  blockSize: '20px',
  borderRadius: '50%',
  backgroundColor: vars.color.warning,
  color: vars.color.background,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
});

export const warningTitle = style([textReset, { fontWeight: vars.font.weightBold }]);

export const warningText = style([textReset, { fontSize: vars.font.sizeSmall }]);
