import type { PlatformNotification } from '@earshot/sdk-core';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { ToastKind } from '../theme/toastColors.css.ts';

export type { ToastKind };

/** Spec §9: how long a toast stays, in milliseconds. */
export const TOAST_DURATION_MS = 5000;

/** Spec §9: error toasts stay longer, and can be dismissed. */
export const ERROR_TOAST_DURATION_MS = 30000;

/** What a toast shows. */
export interface PlatformToast {
  /** The colour and urgency of the toast. */
  kind: ToastKind;
  /** A short title above the message. */
  title?: string;
  /** The text. */
  message: string;
  /** A button in the toast, e.g. 'Contact support'; pressing it runs `onAction` and closes the toast. */
  action?: { label: string; onAction: () => void };
}

/** The toasts of one provider: pass `notify` to the client's `onNotify`. */
export interface ToastController {
  /** The queue the toast region renders. */
  queue: ToastQueue<PlatformToast>;
  /** Shows a toast or a client notification; returns its key. */
  notify: (toast: PlatformToast | PlatformNotification) => string;
  /** Removes a toast before its time is up. */
  close: (key: string) => void;
}

/** Options of {@link createToastQueue}. */
export interface ToastQueueOptions {
  /**
   * How many toasts show at once; the rest wait their turn.
   * @default 5
   */
  maxVisibleToasts?: number;
}

/** Creates the toast queue a {@link PlatformProvider} shows at the bottom right. */
export function createToastQueue(options: ToastQueueOptions = {}): ToastController {
  const queue = new ToastQueue<PlatformToast>({ maxVisibleToasts: options.maxVisibleToasts ?? 5 });
  return {
    queue,
    notify: (toast) => {
      // Requests failing alike at once (an ad blocker, a lost connection) tell the user once, not once each.
      const shown = queue.visibleToasts.find(({ content }) => isSameNotice(content, toast));
      if (shown) return shown.key;
      return queue.add(toast, {
        timeout: toast.kind === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS,
      });
    },
    close: (key) => queue.close(key),
  };
}

/** Whether two toasts without actions say the same thing. */
function isSameNotice(shown: PlatformToast, toast: PlatformToast | PlatformNotification): boolean {
  return (
    !shown.action &&
    !('action' in toast && toast.action) &&
    shown.kind === toast.kind &&
    shown.title === toast.title &&
    shown.message === toast.message
  );
}
