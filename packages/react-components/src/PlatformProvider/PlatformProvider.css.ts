import { style } from '@vanilla-extract/css';

/** Overlays (popovers, dialogs, toasts) portal into this element, inside the themed root. */
export const portal = style({ position: 'relative', zIndex: 1000 });
