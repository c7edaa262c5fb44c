/** Navigation the services need before the router exists: the router attaches itself once created. */
export interface AppNavigator {
  /** Goes to `to`: a full page load when `hardRefresh`, else through the router. */
  navigate(to: string, options?: { hardRefresh?: boolean; replace?: boolean }): void;
  /** Hands navigation to the router. */
  attach(navigate: (to: string, options: { replace: boolean }) => void): void;
}

/** Creates the navigator; until a router attaches, every navigation is a full page load. */
export function createAppNavigator(): AppNavigator {
  let routerNavigate: ((to: string, options: { replace: boolean }) => void) | null = null;
  return {
    navigate(to, options = {}) {
      if (options.hardRefresh || !routerNavigate) window.location.assign(to);
      else routerNavigate(to, { replace: options.replace ?? false });
    },
    attach(navigate) {
      routerNavigate = navigate;
    },
  };
}
