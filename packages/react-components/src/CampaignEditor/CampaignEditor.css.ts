import { style } from '@vanilla-extract/css';
import { framed } from '../theme/card.css.ts';
import { columnGrid } from '../theme/columnGrid.ts';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focusRing.css.ts';
import * as screen from '../theme/screen.css.ts';
import { textReset } from '../theme/textReset.css.ts';

export const editor = style([screen.screenColumn.lg, { fontSize: vars.font.sizeBase }]);

export const stack = style([screen.stack.md, { minInlineSize: 0 }]);

export const columns = style(columnGrid('224px', vars.space.md));

const banner = style([
  textReset,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.base,
    border: `1px solid ${vars.color.border}`,
  },
]);

export const notice = style([banner, { backgroundColor: vars.color.surface }]);
export const success = style([banner, { borderColor: vars.color.success }]);
export const errorBanner = style([banner, { borderColor: vars.color.danger, color: vars.color.danger }]);

export const muted = style([
  textReset,
  { display: 'inline', color: vars.color.textMuted, fontSize: vars.font.sizeSmall },
]);
export const error = style([textReset, { color: vars.color.danger, fontSize: vars.font.sizeSmall }]);
export const heading = style([
  textReset,
  { fontSize: vars.font.sizeLarge, fontWeight: vars.font.weightBold },
]);

export const goal = style({ alignItems: 'flex-start' });
export const goalText = screen.stack.xs;
export const goalName = style([textReset, { fontWeight: vars.font.weightBold }]);

export const entryRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

/** The entry field of a list takes the room up to a readable width. */
export const entryField = style({ flex: '0 1 448px', minInlineSize: 0 });

/** Lines the Add button up with the input, below the field's label. */
export const entryButton = style({
  marginBlockStart: `calc(${vars.font.sizeSmall} * ${vars.font.lineHeight} + ${vars.space.xs})`,
});

export const checklist = style(columnGrid('224px', vars.space.sm, 'auto-fill'));

export const fieldset = style({
  all: 'unset',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const preview = style([
  framed,
  { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, margin: 0 },
]);

export const companion = style({
  maxBlockSize: '90px',
  maxInlineSize: '100%',
  borderRadius: vars.radius.small,
});

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});
export const placeRow = screen.inlineRow;

export const gridScroller = style({ overflowX: 'auto' });
export const daypartGrid = style({ display: 'grid', gap: '2px', fontSize: vars.font.sizeSmall });
export const daypartGroup = style({ display: 'contents' });
export const daypartRow = style({
  display: 'grid',
  // One width for the day column in every row, so the hours line up.
  gridTemplateColumns: `128px repeat(24, calc(${vars.space.unit} * 6))`,
  justifyContent: 'start',
  gap: '2px',
  alignItems: 'center',
});
export const daypartHour = style([textReset, { textAlign: 'center', color: vars.color.textMuted }]);
export const daypartDay = style([
  textReset,
  { paddingInlineEnd: vars.space.sm, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
]);
export const daypartCell = style({
  display: 'block',
  boxSizing: 'border-box',
  blockSize: `calc(${vars.space.unit} * 6)`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    '&:focus-visible': focusRing,
    '[aria-readonly="true"] &': { cursor: 'default' },
  },
});

/** The plan's facts and its forecast side by side, stacked when there is no room for both. */
export const planAndForecast = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 352px), 1fr))',
  alignItems: 'start',
  gap: vars.space.xl,
});

export const summary = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
export const summaryRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(160px, 1fr) 2fr',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const summaryValue = style([textReset, { overflowWrap: 'anywhere' }]);

export const problemGroup = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});
export const problemList = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.danger });

export const statusBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
