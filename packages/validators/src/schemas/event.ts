import * as z from 'zod';
import { timestampField, uuidField } from './fields.ts';

/** A kind of event the advertiser's pixel has sent, with how often and when last. */
export const eventTypeSchema = z.object({
  id: uuidField(),
  name: z.string(),
  event_type: z.string(),
  count: z.number().int().nonnegative(),
  last_seen_at: timestampField().nullable(),
});

/** A kind of pixel event. */
export type EventType = z.infer<typeof eventTypeSchema>;

/** One event recorded by the advertiser's pixel. */
export const eventSchema = z.object({
  id: uuidField(),
  event_name: z.string(),
  event_type: z.string(),
  url: z.string().nullable(),
  /** The page's referrer, as the tag script saw it. */
  referrer: z.string().nullable(),
  /** The browser's user agent. */
  user_agent: z.string().nullable(),
  /** First-party id the tag script keeps per browser. */
  client_id: z.string().nullable(),
  occurred_at: timestampField(),
  properties: z.record(z.string(), z.unknown()),
});

/** One pixel event. */
export type PixelEvent = z.infer<typeof eventSchema>;
