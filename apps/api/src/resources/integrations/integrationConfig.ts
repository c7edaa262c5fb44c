import type { INTEGRATION_KINDS } from '@earshot/validators';
import { z } from 'zod';
import { DATA_EXPORT_KINDS } from './dataExportFiles.ts';

/** An integration kind, e.g. `'webhook'`. */
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

const httpUrl = z
  .string()
  .max(2048)
  .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i);

/**
 * Settings each kind needs; other keys are kept (`additionalProperties: true` in the contract).
 * Keys that hold credentials are write-only: see {@link publicConfig}.
 */
export const CONFIG_SCHEMAS: Record<IntegrationKind, z.ZodType<Record<string, unknown>>> = {
  'data-export': z.looseObject({
    data: z.enum(DATA_EXPORT_KINDS).default('events'),
    format: z.literal('csv').default('csv'),
    schedule: z.enum(['manual', 'daily', 'weekly']).default('manual'),
    destination_url: httpUrl.optional(),
  }),
  ga4: z.looseObject({
    measurement_id: z.string().regex(/^G-[A-Z0-9]{4,20}$/),
    api_secret: z.string().min(1).max(200).optional(),
  }),
  webhook: z.looseObject({
    url: httpUrl,
    secret: z.string().min(8).max(200).optional(),
  }),
};

const SECRET_KEY = /secret|token|password|api_?key|private/i;

/** The config as answered: credentials never leave the server. */
export function publicConfig(config: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(config).filter(([key]) => !SECRET_KEY.test(key)));
}
