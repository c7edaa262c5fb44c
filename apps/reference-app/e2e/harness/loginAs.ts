import type { Page } from 'playwright-core';

async function expectOk(response: Response, step: string): Promise<Response> {
  if (!response.ok) throw new Error(`${step} answered ${response.status}: ${await response.text()}`);
  return response;
}

type Mailbox = { messages: { link: string | null; token: string | null; created_at: string }[] };

/**
 * Logs `page` in as `email` the way a user does in the sandbox: asks the API for a login link
 * (`POST /login-link`), reads it from the sandbox mailbox (`GET /sandbox/mailbox`) and opens it.
 * Resolves once the app has left `/authenticate`; where it lands is for the test to check.
 */
export async function loginAs(page: Page, apiUrl: string, email: string): Promise<void> {
  await expectOk(
    await fetch(`${apiUrl}/login-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    }),
    `POST /login-link for ${email}`,
  );
  const response = await expectOk(
    await fetch(`${apiUrl}/sandbox/mailbox?email=${encodeURIComponent(email)}`),
    `GET /sandbox/mailbox for ${email}`,
  );
  const { messages } = (await response.json()) as Mailbox;
  // The newest login link: the mailbox also holds scheduled reports, which have none.
  const newest = messages.find((message) => message.link !== null);
  if (!newest?.link)
    throw new Error(`The sandbox mailbox of ${email} is empty after requesting a login link`);
  await page.goto(newest.link);
  try {
    await page.waitForURL((url) => url.pathname !== '/authenticate', { timeout: 30_000 });
  } catch {
    throw new Error(`Logging in as ${email}: the app stayed at ${page.url()}`);
  }
}
