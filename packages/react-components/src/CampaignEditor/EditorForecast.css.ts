import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focusRing.css.ts';

/** The editor's width decides where the forecast sits, whatever the page around it. */
const editorWidth = createContainer();

/** Narrower than this, the forecast is a bar at the bottom instead of a column beside the tabs. */
const NARROW = `${editorWidth} (max-width: 895.84px)`;

export const layout = style({ containerType: 'inline-size', containerName: editorWidth, minInlineSize: 0 });

/** The tabs and, beside them, the forecast column; one column when narrow. */
export const workspace = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(288px, 352px)',
  alignItems: 'start',
  gap: vars.space.xl,
  '@container': { [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
  selectors: { '&[data-single]': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** Sticks below the top while the tabs scroll; a bottom sheet with its bar when narrow. */
export const dock = style({
  position: 'sticky',
  insetBlockStart: vars.space.lg,
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  maxBlockSize: `calc(100vh - 2 * ${vars.space.lg})`,
  overflowY: 'auto',
  '@container': {
    [NARROW]: {
      insetBlockStart: 'auto',
      insetBlockEnd: 0,
      maxBlockSize: '75vh',
      marginInline: `calc(-1 * ${vars.space.sm})`,
      border: `1px solid ${vars.color.border}`,
      borderRadius: `${vars.radius.base} ${vars.radius.base} 0 0`,
      backgroundColor: vars.color.surfaceRaised,
      boxShadow: vars.shadow.overlay,
    },
  },
});

/** The bar that opens and closes the forecast: shown only when narrow. */
export const bar = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'none',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  inlineSize: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' } },
  '@container': { [NARROW]: { display: 'flex' } },
});

export const barTitle = style({ fontWeight: vars.font.weightBold });

export const barFigure = style({
  flex: '1 1 auto',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const chevron = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[data-open] &': { transform: 'rotate(180deg)' } },
});

/** The forecast itself: always open beside the tabs, open on demand under the bar. */
export const sheet = style({
  minInlineSize: 0,
  '@container': {
    [NARROW]: {
      paddingInline: vars.space.sm,
      paddingBlockEnd: vars.space.sm,
      display: 'none',
      selectors: { '[data-open] > &': { display: 'block' } },
    },
  },
});

/** Under the bar, the forecast needs no frame of its own: the sheet is its frame. */
export const sheetPanel = style({
  '@container': {
    [NARROW]: {
      // Inside the dock, so it outweighs the panel's own frame whatever order the stylesheets load in.
      selectors: {
        [`${dock} &`]: { padding: 0, border: 'none', backgroundColor: 'transparent', borderRadius: 0 },
      },
    },
  },
});
