import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = screen.screenColumn.md;

export const toolbar = screen.toolbar;

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const sectionTitle = screen.sectionTitle;

export const muted = screen.mutedText;

export const note = screen.noteText;

export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/**
 * The row's name (a campaign, show, country…): wide enough that a name of a few words keeps to one
 * or two lines beside a dozen figures; the table scrolls sideways where the screen is narrower.
 */
export const rowLabel = style({ minInlineSize: '176px' });

/**
 * A figure's change against the previous period, under it. Positioned, so its visually hidden
 * context stays inside the table's scrolling container instead of widening the page.
 */
export const change = style({
  position: 'relative',
  display: 'block',
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  selectors: {
    '&[data-change="up"]': { color: vars.color.success },
    '&[data-change="down"]': { color: vars.color.danger },
  },
});

/** The period: as wide as its dates, not the column's width. */
export const periodPicker = style({ alignSelf: 'flex-start', maxInlineSize: '100%' });

/** The report's settings: fields side by side, wrapping on narrow screens. */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

/** The campaign filter takes a line of its own on narrow screens. */
export const campaignFilter = style({ flex: '1 1 256px', minInlineSize: 0 });

export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 352px), 1fr))',
  gap: vars.space.md,
});

export const exportActions = screen.actionRow;
