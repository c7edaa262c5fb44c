import type { PlatformClient } from '@earshot/sdk-core';
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import type { SupportedLocale } from '../i18n/catalogues.ts';
import type { ToastController } from '../Toasts/toastQueue.ts';

/** An analytics event a component records, e.g. a button the user pressed. */
export interface PlatformAnalyticsEvent {
  /** The event name, e.g. 'Reload Pressed'. */
  name: string;
  /** Details of the event. */
  properties?: Record<string, unknown>;
}

/** A screen's data that could not be loaded, as {@link PlatformContextValue.reportLoadError} reports it. */
export interface LoadFailure {
  /** Why: an `ApiError` with the answer's status, or the network's error. */
  error: unknown;
  /** What the screen says failed, in the provider's locale, e.g. 'The campaigns could not be loaded.'. */
  message: string;
}

/** What {@link usePlatform} returns. */
export interface PlatformContextValue {
  /** The platform API client. */
  client: PlatformClient;
  /** The TanStack Query client the resource hooks use. */
  queryClient: QueryClient;
  /** The locale the components speak. */
  locale: SupportedLocale;
  /** The provider's toasts. */
  toasts: ToastController;
  /** Navigates to a path of the embedding app. */
  navigate: (path: string) => void;
  /** Records an analytics event through the embedder's callback. */
  track: (event: PlatformAnalyticsEvent) => void;
  /** Tells the embedder's `onLoadError` that a screen's data could not be loaded. */
  reportLoadError: (failure: LoadFailure) => void;
}

/** The context {@link PlatformProvider} fills. */
export const PlatformContext = createContext<PlatformContextValue | null>(null);
