import { ApiError, createLocalStorageTokenStore, createPlatformClient, unwrap } from '@earshot/sdk-core';
import type { LinkRequestResult, SandboxMail } from './loginLinks.ts';

/** The login page's calls over the platform client: errors as values, never thrown. */
export function createLoginClient(apiUrl: string) {
  const client = createPlatformClient({ baseUrl: apiUrl, tokenStore: createLocalStorageTokenStore() });
  return {
    async request(email: string): Promise<LinkRequestResult> {
      try {
        await unwrap(client.POST('/login-link', { body: { email } }));
        return { sent: true };
      } catch (error) {
        // A status of 0 is no answer at all: the page says so in its own words.
        const answered = error instanceof ApiError && error.status > 0;
        return { sent: false, serverMessage: answered ? error.message : null };
      }
    },
    async sandboxMailbox(email: string): Promise<SandboxMail[] | null> {
      try {
        return (await unwrap(client.GET('/sandbox/mailbox', { params: { query: { email } } }))).messages;
      } catch {
        return null;
      }
    },
  };
}
