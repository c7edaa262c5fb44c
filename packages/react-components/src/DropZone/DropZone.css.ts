import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focusRing.css.ts';

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minBlockSize: '140px',
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.background,
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.primary, backgroundColor: vars.color.surface },
    '&[data-focus-visible]': focusRing,
    // Not faded with opacity: the prompt keeps its contrast, the zone reads as off by its surface.
    '&[data-disabled]': { borderStyle: 'dotted', backgroundColor: vars.color.surface, cursor: 'not-allowed' },
  },
});
