import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focusRing.css.ts';

export const dateInput = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
});

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.small,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const separator = style({ color: vars.color.textMuted, flex: 1, textAlign: 'center' });

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
});

export const calendarHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const calendarHeading = style({
  flex: 1,
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.sizeBase,
  fontWeight: vars.font.weightBold,
});

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  fontWeight: 'normal',
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '32px',
  blockSize: '32px',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.surface },
    '&[data-selected]': { backgroundColor: vars.color.surface, color: vars.color.primary },
    '&[data-selection-start], &[data-selection-end]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      borderRadius: vars.radius.small,
    },
    '&[data-disabled], &[data-unavailable]': { opacity: 0.4, cursor: 'not-allowed' },
    '&[data-focus-visible]': focusRing,
  },
});
