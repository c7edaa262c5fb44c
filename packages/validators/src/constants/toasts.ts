/** The kinds of toast notification (spec §9). */
export const TOAST_KINDS = [
  'success',
  'error',
  'info',
  'warning',
  'primary',
  'accent',
  'purple',
  'blue',
  'green',
  'orange',
] as const;

/** A toast kind, e.g. `'warning'`. */
export type ToastKind = (typeof TOAST_KINDS)[number];

/** Toast kinds drawn on an amber background instead of their theme colour (spec §9). */
export const AMBER_TOAST_KINDS = ['info', 'warning'] as const;

/** Where toasts appear: bottom right (spec §9). */
export const TOAST_POSITION = 'bottom-right';

/** Every toast position a toast host may be configured with. */
export const TOAST_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;

/** A toast position, e.g. `'bottom-right'`. */
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

/** How long a toast stays, in milliseconds (spec §9). */
export const TOAST_DURATION_MS = 5000;

/** How long an error toast stays, in milliseconds; error toasts are also dismissible (spec §9). */
export const ERROR_TOAST_DURATION_MS = 30000;

/** The kind of a notification whose server response names none (spec §8). */
export const DEFAULT_NOTIFICATION_KIND = 'info';
