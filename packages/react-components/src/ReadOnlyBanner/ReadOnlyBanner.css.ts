import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { textReset } from '../theme/textReset.css.ts';

export const banner = style([
  textReset,
  {
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderInlineStart: `4px solid ${vars.color.amber}`,
    borderRadius: vars.radius.small,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeBase,
    overflowWrap: 'anywhere',
  },
]);
