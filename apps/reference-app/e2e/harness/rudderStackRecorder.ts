import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One event as RudderStack's SDK delivered it to the data plane. */
export type RecordedEvent = {
  /** The call: 'page', 'track', 'identify', 'group'… */
  type: string;
  /** The page's or event's name. */
  name?: string;
  event?: string;
  properties?: Record<string, unknown>;
  /** The write key the request was authorised with. */
  writeKey: string;
};

/** A data plane that records what it is sent; see {@link startRudderStackRecorder}. */
export type RudderStackRecorder = {
  /** The data plane URL to configure the app with, e.g. `http://127.0.0.1:41236`. */
  url: string;
  /** Every event received so far, in order. */
  events: RecordedEvent[];
  stop(): Promise<void>;
};

const writeKeyOf = (request: IncomingMessage) => {
  const [scheme, credentials] = (request.headers.authorization ?? '').split(' ');
  return scheme === 'Basic' && credentials
    ? Buffer.from(credentials, 'base64').toString().replace(/:$/, '')
    : '';
};

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return text ? JSON.parse(text) : null;
}

function allowCors(request: IncomingMessage, response: ServerResponse) {
  response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
  response.setHeader('access-control-allow-credentials', 'true');
  response.setHeader('access-control-allow-methods', 'POST, OPTIONS');
  response.setHeader(
    'access-control-allow-headers',
    request.headers['access-control-request-headers'] ?? '*',
  );
}

/**
 * A local stand-in for RudderStack's data plane: answers the SDK's deliveries (`POST /v1/<call>`,
 * single or batched) from any origin and records their events, so a test can check what the app
 * sends for real, through the SDK, without the internet.
 */
export async function startRudderStackRecorder(): Promise<RudderStackRecorder> {
  const events: RecordedEvent[] = [];
  const server = createServer(async (request, response) => {
    allowCors(request, response);
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    try {
      const body = (await bodyOf(request)) as { batch?: unknown[] } | null;
      const writeKey = writeKeyOf(request);
      const delivered = Array.isArray(body?.batch) ? body.batch : body ? [body] : [];
      for (const event of delivered) events.push({ ...(event as Omit<RecordedEvent, 'writeKey'>), writeKey });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
    } catch (error) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    events,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
