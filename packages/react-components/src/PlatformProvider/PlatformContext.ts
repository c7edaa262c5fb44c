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
}

/** The context {@link PlatformProvider} fills. */
export const PlatformContext = createContext<PlatformContextValue | null>(null);
