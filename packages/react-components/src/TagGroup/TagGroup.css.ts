import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focusRing.css.ts';

export const tagList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, outline: 'none' });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: '2px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeSmall,
  cursor: 'default',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.primary, color: vars.color.primary },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5 },
  },
});

export const remove = style({
  all: 'unset',
  cursor: 'pointer',
  borderRadius: '50%',
  paddingInline: '4px',
  lineHeight: 1,
  selectors: { '&[data-focus-visible]': focusRing, '&[data-hovered]': { color: vars.color.danger } },
});
