import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { focusRing } from './focusRing.css.ts';

/** A square icon button as tall as the header's other controls (the alerts bell, the menu button). */
export const iconButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: `calc(${vars.space.unit} * 9)`,
  blockSize: `calc(${vars.space.unit} * 9)`,
  borderRadius: vars.radius.base,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered], &[aria-expanded="true"]': { backgroundColor: vars.color.surface },
    '&[data-focus-visible]': focusRing,
  },
});
