import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as field from '../theme/field.css.ts';
import { focusRing } from '../theme/focusRing.css.ts';

/** The frame of the input and its clear button, with the focus ring while the input has focus. */
export const group = style([field.group, { selectors: { '&:focus-within': focusRing } }]);

/** The clear button, a plain button: hover and keyboard focus by pseudo-class. */
export const clearButton = style([
  field.fieldButton,
  {
    selectors: {
      '&:hover': { backgroundColor: vars.color.surface, color: vars.color.text },
      '&:focus-visible': focusRing,
    },
  },
]);
