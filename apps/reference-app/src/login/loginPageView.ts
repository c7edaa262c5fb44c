import { createAnalytics } from '@earshot/sdk-core';
import type { AppConfig } from '../config/appConfig.ts';
import { LOGIN_PATH } from '../router/paths.ts';
import { LOGIN_HANDLE } from '../router/routeHandle.ts';

/** Records the page view of the login page started on its own (spec §2 named routes). */
export function recordLoginPageView(config: AppConfig): void {
  const analytics = createAnalytics({
    options: { writeKey: config.analyticsWriteKey, dataPlaneUrl: config.analyticsDataPlaneUrl },
  });
  void analytics.page(LOGIN_HANDLE.name, { path: LOGIN_PATH, referrer: null });
}
