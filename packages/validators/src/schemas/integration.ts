import * as z from 'zod';
import { hasSomeField, requiredText, SOME_FIELD_REQUIRED, timestampField, uuidField } from './fields.ts';
import { TEXT_LIMITS } from './limits.ts';

/** Kinds of integration. */
export const INTEGRATION_KINDS = ['data-export', 'ga4', 'webhook'] as const;

/** An integration of an agency (`agencyId`), identified by its `id` (the integrationId). */
export const integrationSchema = z.object({
  id: uuidField(),
  agencyId: uuidField(),
  kind: z.enum(INTEGRATION_KINDS),
  name: z.string(),
  config: z.record(z.string(), z.unknown()),
  status: z.enum(['active', 'paused', 'error']),
  last_run_at: timestampField().nullable(),
  created_at: timestampField(),
});

/** An integration. */
export type Integration = z.infer<typeof integrationSchema>;

const config = z.record(z.string(), z.unknown(), { error: 'integration.config.invalid' });

/** Body of `createIntegration`: kind and name, optionally its configuration. */
export const createIntegrationBodySchema = z.strictObject({
  kind: z.enum(INTEGRATION_KINDS, { error: 'integration.kind.invalid' }),
  name: requiredText('integration.name', TEXT_LIMITS.name),
  config: config.optional(),
});

/** Body of `createIntegration`. */
export type CreateIntegrationBody = z.infer<typeof createIntegrationBodySchema>;

/** Body of `updateIntegration`: any of name, config, status (active or paused); at least one. */
export const updateIntegrationBodySchema = z
  .strictObject({
    name: requiredText('integration.name', TEXT_LIMITS.name),
    config,
    status: z.enum(['active', 'paused'], { error: 'integration.status.invalid' }),
  })
  .partial()
  .refine(hasSomeField, SOME_FIELD_REQUIRED);

/** Body of `updateIntegration`. */
export type UpdateIntegrationBody = z.infer<typeof updateIntegrationBodySchema>;

/** Body of `runDataExport`: the data-export integration to run; without it, every active one. */
export const runDataExportBodySchema = z.strictObject({ integrationId: uuidField().optional() });

/** Body of `runDataExport`. */
export type RunDataExportBody = z.infer<typeof runDataExportBodySchema>;
