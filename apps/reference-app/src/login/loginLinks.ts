import type { Schema } from '@earshot/sdk-core';

/** A login link the sandbox "sent": it keeps the mail instead of sending it. */
export type SandboxMail = Schema<'SandboxMailbox'>['messages'][number];

/** How asking for a link went: sent, or not, with the server's `Message` when an answer came. */
export type LinkRequestResult = { sent: true } | { sent: false; serverMessage: string | null };

/**
 * The two calls of the login page, made without a query cache. They announce nothing: the page
 * shows their failures next to the form. The API client loads with the first call (or
 * {@link LoginLinks.prepare}), not with the page.
 */
export interface LoginLinks {
  /** Loads the API client ahead of the first call, e.g. when the visitor starts typing. */
  prepare(): void;
  /** POST /login-link (requestLoginLink): e-mails a login link to `email`. */
  request(email: string): Promise<LinkRequestResult>;
  /**
   * GET /sandbox/mailbox (listSandboxMailbox): the links the sandbox sent to `email`, newest first;
   * `null` when the mailbox could not be read.
   */
  sandboxMailbox(email: string): Promise<SandboxMail[] | null>;
}

/** The login page's calls to the API at `apiUrl`. */
export function createLoginLinks(apiUrl: string): LoginLinks {
  let client: ReturnType<typeof loadClient> | null = null;
  const loaded = () => {
    client ??= loadClient(apiUrl);
    return client;
  };
  return {
    prepare: () => void loaded(),
    request: async (email) => (await loaded()).request(email),
    sandboxMailbox: async (email) => (await loaded()).sandboxMailbox(email),
  };
}

const loadClient = (apiUrl: string) =>
  import('./loginClient.ts').then(({ createLoginClient }) => createLoginClient(apiUrl));
