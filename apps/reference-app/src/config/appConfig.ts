/** The app's run-time configuration, served as `/config.json` from the environment (see the README). */
export interface AppConfig {
  /** The versioned platform API, e.g. 'http://localhost:8787/v1' (`API_URL`). */
  apiUrl: string;
  /** The API is the sandbox: the login page points at its mailbox (`EARSHOT_SANDBOX`). */
  sandbox: boolean;
  /** E-mail domains of the provider's team, whose users are admins (`EARSHOT_ADMIN_DOMAINS`). */
  adminDomains: string[];
  /** RudderStack write key; without one no analytics are loaded or sent (`RUDDERSTACK_WRITE_KEY`). */
  analyticsWriteKey: string | null;
  /** RudderStack data plane (`RUDDERSTACK_DATA_PLANE_URL`). */
  analyticsDataPlaneUrl: string | null;
  /** Where the support chat opens (`SUPPORT_CHAT_URL`). */
  supportChatUrl: string;
  /** The inventory search service (`SEARCH_URL`; default: `/search` on the API's origin). */
  searchUrl: string;
  /** The inventory search's search-only key (`EARSHOT_SEARCH_API_KEY`). */
  searchApiKey: string;
}

/** The defaults of every setting: a local API, not in sandbox mode unless its configuration says so. */
export const DEFAULT_APP_CONFIG: AppConfig = {
  apiUrl: 'http://localhost:8787/v1',
  sandbox: false,
  adminDomains: [],
  analyticsWriteKey: null,
  analyticsDataPlaneUrl: null,
  supportChatUrl: 'mailto:support@earshot.dev',
  searchUrl: 'http://localhost:8787/search',
  searchApiKey: 'earshot-sandbox-search-key',
};

/** The search service beside the API: `/search` on the API's origin. */
function searchUrlOf(apiUrl: string): string {
  try {
    return new URL('/search', apiUrl).href;
  } catch {
    return DEFAULT_APP_CONFIG.searchUrl;
  }
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Reads a configuration object, falling back to the default of every missing or malformed setting. */
export function parseAppConfig(value: unknown): AppConfig {
  const input = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const apiUrl = text(input.apiUrl) ?? DEFAULT_APP_CONFIG.apiUrl;
  return {
    apiUrl,
    sandbox: typeof input.sandbox === 'boolean' ? input.sandbox : DEFAULT_APP_CONFIG.sandbox,
    adminDomains: Array.isArray(input.adminDomains)
      ? input.adminDomains.map(text).filter((domain): domain is string => domain !== null)
      : DEFAULT_APP_CONFIG.adminDomains,
    analyticsWriteKey: text(input.analyticsWriteKey),
    analyticsDataPlaneUrl: text(input.analyticsDataPlaneUrl),
    supportChatUrl: text(input.supportChatUrl) ?? DEFAULT_APP_CONFIG.supportChatUrl,
    searchUrl: text(input.searchUrl) ?? searchUrlOf(apiUrl),
    searchApiKey: text(input.searchApiKey) ?? DEFAULT_APP_CONFIG.searchApiKey,
  };
}
