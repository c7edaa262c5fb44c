import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focusRing.css.ts';

/** A row: lit under the pointer; one that opens its item shows a pointer over all of it. */
export const row = style({
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface },
    '&[data-href]': { cursor: 'pointer' },
  },
});

/** A sortable header's button: the header's own look, the whole header wide. */
export const sortButton = style({
  display: 'flex',
  inlineSize: '100%',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': focusRing,
  },
});

/** A row's header cell: its name, set like the other cells rather than as a bold, centred header. */
export const rowHeader = style({ fontWeight: 'inherit', textAlign: 'start' });

/** The sideways scroller as a size container, which the empty row's pane measures itself by. */
export const scroller = style({ containerType: 'inline-size' });

/**
 * What an empty list says, held in view: as wide as the visible part of a table that is wider than
 * its scroller (at 390 px), and kept at its left edge, not centred across every column.
 */
export const emptyPane = style({ position: 'sticky', insetInlineStart: 0, maxInlineSize: '100cqi' });
