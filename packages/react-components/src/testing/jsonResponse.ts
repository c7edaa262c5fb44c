/** A JSON answer of an in-memory API. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API's answer to a path it does not know. */
export const notFound = (message = 'Not found') => jsonResponse({ Message: message, type: 'error' }, 404);
