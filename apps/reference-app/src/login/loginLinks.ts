import {
  ApiError,
  createLocalStorageTokenStore,
  createPlatformClient,
  type Schema,
  unwrap,
} from '@earshot/sdk-core';

/** A login link the sandbox "sent": it keeps the mail instead of sending it. */
export type SandboxMail = Schema<'SandboxMailbox'>['messages'][number];

/**
 * The two calls of the login page, made without a query cache so that the page stays light. They
 * announce nothing: the page shows their failures next to the form.
 */
export interface LoginLinks {
  /** POST /login-link (requestLoginLink): e-mails a login link to `email`. */
  request(email: string): Promise<void>;
  /** GET /sandbox/mailbox (listSandboxMailbox): the links the sandbox sent to `email`, newest first. */
  sandboxMailbox(email: string): Promise<SandboxMail[]>;
}

/** The login page's calls to the API at `apiUrl`. */
export function createLoginLinks(apiUrl: string): LoginLinks {
  const client = createPlatformClient({ baseUrl: apiUrl, tokenStore: createLocalStorageTokenStore() });
  return {
    request: async (email) => {
      await unwrap(client.POST('/login-link', { body: { email } }));
    },
    sandboxMailbox: async (email) =>
      (await unwrap(client.GET('/sandbox/mailbox', { params: { query: { email } } }))).messages,
  };
}

/** The server's `Message` of a failed call, or `null` when the call got no answer. */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status > 0 ? error.message : null;
}
