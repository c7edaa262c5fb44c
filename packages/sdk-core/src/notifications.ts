import type { ToastKind } from '@earshot/validators';

/** A notification the client asks the UI to show (spec §8). */
export interface PlatformNotification {
  /** Toast kind: the server's `type` when it is one of the spec's toast kinds, 'info' by default, 'error' for failures. */
  kind: ToastKind;
  /** Optional title, e.g. 'Signup issue'. */
  title?: string;
  /** The text, usually the server's `Message`. */
  message: string;
}

/** What the client asks the app to do on a 403 (spec §8). */
export interface LogoutRequest {
  /** Reload the whole page after logging out. */
  hardRefresh: boolean;
}

/** Title of the toast shown when a 403 asks for it (spec §8). */
export const SIGNUP_ISSUE_TITLE = 'Signup issue';

/** The toast shown when an advertiser URL fails without a status (spec §8). */
export const AD_BLOCKER_NOTIFICATION: PlatformNotification = {
  kind: 'error',
  title: 'Do you have an Ad Blocker turned on?',
  message:
    'This interface does not work with an ad blocker turned on: many of its URLs can be blocked by accident. Please turn it off for this site and reload.',
};
