import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { card } from '../theme/card.css.ts';
import { columnGrid } from '../theme/columnGrid.ts';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = screen.screenColumn.lg;

export const section = screen.section;

export const sectionHeader = screen.headerRow;

export const sectionTitle = screen.sectionTitle;

export const fields = style(columnGrid('256px', vars.space.md));

export const status = style([screen.mutedText, { overflowWrap: 'anywhere' }]);

export const error = screen.errorText;

export const actions = screen.actionRow;

export const dialogBody = screen.section;

/** The payment methods: cards side by side, one column on a phone. */
export const methodCards = style([
  columnGrid('256px', vars.space.md, 'auto-fill'),
  { listStyle: 'none', margin: 0, padding: 0 },
]);

export const methodCard = style([
  card,
  { minWidth: 0, selectors: { '&[data-default]': { borderColor: vars.color.primary } } },
]);

export const methodHeader = screen.headerRow;

export const methodName = style([screen.headingText.base, { overflowWrap: 'anywhere' }]);

/** A pill in the theme's colours: the default method, an invoice's status. */
export const pill = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.round,
    border: '1px solid',
    backgroundColor: vars.color.background,
    fontSize: vars.font.sizeSmall,
    fontWeight: vars.font.weightBold,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      primary: { color: vars.color.primary, borderColor: vars.color.primary },
      neutral: { color: vars.color.textMuted, borderColor: vars.color.border },
      warning: { color: vars.color.warning, borderColor: vars.color.warning },
      success: { color: vars.color.success, borderColor: vars.color.success },
      danger: { color: vars.color.danger, borderColor: vars.color.danger },
    },
  },
});

export const defaultBadge = pill({ tone: 'primary' });

/** Amounts right-aligned in tabular figures, so totals line up. */
export const amount = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** The spending limits: the monthly limit, then a cap field per campaign. */
export const limitFields = style(columnGrid('224px', vars.space.md, 'auto-fill'));

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const legend = style([screen.headingText.base, { padding: 0 }]);
