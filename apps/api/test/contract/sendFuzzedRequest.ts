import { FORGED_TOKEN, type FuzzedRequest, formOf } from './fuzzedRequests.ts';
import { type RawAnswer, rawRequest } from './rawRequest.ts';

/** Sends a generated request to `${baseUrl}/v1`, with the session token of `request.as`. */
export async function sendFuzzedRequest(
  baseUrl: string,
  request: FuzzedRequest,
  tokenOf: (email: string) => Promise<string>,
): Promise<RawAnswer> {
  const headers: Record<string, string> = {};
  if (request.as === FORGED_TOKEN) headers.authorization = 'Bearer forged-0000';
  else if (request.as) headers.authorization = `Bearer ${await tokenOf(request.as)}`;
  if (request.contentType) headers['content-type'] = request.contentType;
  const body = Array.isArray(request.body) ? formOf(request.body) : request.body;
  return rawRequest(`${baseUrl}/v1${request.path}`, request.method, headers, body);
}
