import { vars } from './contract.css.ts';

/** Toast kinds of spec §9. */
export type ToastKind =
  | 'success'
  | 'error'
  | 'info'
  | 'warning'
  | 'primary'
  | 'accent'
  | 'purple'
  | 'blue'
  | 'green'
  | 'orange';

/** Spec §9: info and warning sit on amber; the other kinds take their theme colour. */
export const toastColors: Record<ToastKind, { background: string; color: string }> = {
  success: { background: vars.color.success, color: vars.color.background },
  error: { background: vars.color.danger, color: vars.color.onDanger },
  info: { background: vars.color.amber, color: '#1b1d22' },
  warning: { background: vars.color.amber, color: '#1b1d22' },
  primary: { background: vars.color.primary, color: vars.color.onPrimary },
  accent: { background: vars.color.accent, color: '#1b1d22' },
  purple: { background: vars.color.purple, color: vars.color.background },
  blue: { background: vars.color.blue, color: vars.color.background },
  green: { background: vars.color.green, color: vars.color.background },
  orange: { background: vars.color.orange, color: vars.color.background },
};
