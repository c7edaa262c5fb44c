import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { textReset } from '../theme/textReset.css.ts';

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
});

/** The search input keeps to a readable width; the tags below use the whole line. */
export const search = style({ maxInlineSize: '448px' });

/** The mark of a chosen option, in a column of its own so the names line up. */
export const check = style({ flex: `0 0 calc(${vars.space.unit} * 3)`, textAlign: 'center' });

export const optionText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const detail = style({
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightNormal,
  color: vars.color.textMuted,
});

export const empty = style([
  textReset,
  {
    display: 'block',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    color: vars.color.textMuted,
  },
]);

export const status = style([textReset, { fontSize: vars.font.sizeSmall, color: vars.color.textMuted }]);

export const failed = style([
  textReset,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    fontSize: vars.font.sizeSmall,
    color: vars.color.danger,
  },
]);

export const error = style([textReset, { fontSize: vars.font.sizeSmall, color: vars.color.danger }]);
