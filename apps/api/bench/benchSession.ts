/** The answer's JSON body; throws with the address, status and body when it is not 2xx. */
export async function json<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  if (!answer.ok) throw new Error(`${answer.url} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** Logs `email` in through the sandbox's e-mail link and mailbox; resolves with the session token. */
export async function login(baseUrl: string, email: string): Promise<string> {
  const post = { method: 'POST', headers: { 'content-type': 'application/json' } };
  await fetch(`${baseUrl}/v1/login-link`, { ...post, body: JSON.stringify({ email }) });
  const { messages } = await json<{ messages: { token: string }[] }>(
    fetch(`${baseUrl}/v1/sandbox/mailbox?email=${encodeURIComponent(email)}`),
  );
  const session = await json<{ _token: string }>(
    fetch(`${baseUrl}/v1/authenticate`, { ...post, body: JSON.stringify({ token: messages[0]?.token }) }),
  );
  return session._token;
}
