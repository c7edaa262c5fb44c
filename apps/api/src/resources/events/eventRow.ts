import type { components } from '@earshot/sdk-core';

/** A stored `events` row. */
export type EventRow = {
  id: string;
  event_name: string;
  event_type: string;
  url: string | null;
  referrer: string | null;
  user_agent: string | null;
  client_id: string | null;
  occurred_at: Date | string;
  properties: Record<string, unknown> | string;
};

/** An event as the contract shows it. */
export type Event = components['schemas']['Event'];

/** Maps an event row to the contract's `Event`. */
export function toEvent(row: EventRow): Event {
  return {
    id: row.id,
    event_name: row.event_name,
    event_type: row.event_type,
    url: row.url,
    referrer: row.referrer,
    user_agent: row.user_agent,
    client_id: row.client_id,
    occurred_at: new Date(row.occurred_at).toISOString(),
    properties: typeof row.properties === 'string' ? JSON.parse(row.properties) : row.properties,
  };
}
