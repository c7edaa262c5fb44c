import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focusRing.css.ts';
import { screenColumn } from '../theme/screen.css.ts';

export const tabs = style([
  screenColumn.md,
  {
    fontSize: vars.font.sizeBase,
    selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
  },
]);

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBlockEnd: 'none',
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const tab = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: '2px solid transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.primary, borderBlockEndColor: vars.color.primary },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const tabPanel = style({ outline: 'none', selectors: { '&[data-focus-visible]': focusRing } });
