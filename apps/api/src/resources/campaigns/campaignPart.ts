import { fieldErrors } from '@earshot/validators';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { campaignValidationError } from './campaignValidationError.ts';

const HOW_TO_SEND =
  "Send the campaign as multipart/form-data with a 'campaign' part holding the campaign as a JSON object";

const badRequest = (message: string) => new HttpError(400, message, { code: 'bad_request' });

/**
 * Reads and validates the `campaign` part of a multipart campaign request: 400 when the request
 * is not multipart or the part is missing or not a JSON object, 422 with `fields` when the
 * campaign breaks the schema. Other parts (`audio`, `display_ad`) are accepted and ignored.
 */
export async function readCampaignPart<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
): Promise<z.output<S>> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw badRequest(HOW_TO_SEND);
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw badRequest(`The multipart body could not be read. ${HOW_TO_SEND}`);
  }
  const part = body.campaign;
  const text = typeof part === 'string' ? part : part instanceof File ? await part.text() : undefined;
  if (text === undefined) throw badRequest(HOW_TO_SEND);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(`The 'campaign' part is not valid JSON. ${HOW_TO_SEND}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(HOW_TO_SEND);
  const result = schema.safeParse(value);
  if (!result.success) throw campaignValidationError(fieldErrors(result.error));
  return result.data;
}
