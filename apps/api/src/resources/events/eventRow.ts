import type { components } from '@earshot/sdk-core';
import { isoTime, wireMapper } from '../shared/wireMapper.ts';

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
export const toEvent = wireMapper<EventRow, Event>()(
  'id event_name event_type url referrer user_agent client_id occurred_at properties',
  {
    occurred_at: isoTime('occurred_at'),
    properties: (row) => (typeof row.properties === 'string' ? JSON.parse(row.properties) : row.properties),
  },
);
