import type { Schema } from '@earshot/sdk-core';
import { createIntegrationBodySchema, isUrl } from '@earshot/validators';
import type { FieldErrors, Resolver } from 'react-hook-form';

type Integration = Schema<'Integration'>;

/** The kinds made in the integration editor; GA4 is connected on its own screen, through Google's consent. */
export const EDITABLE_KINDS = ['data-export', 'webhook'] as const;

/** What a data export writes (`config.data`). */
export const EXPORT_DATA = ['events', 'campaigns', 'delivery'] as const;

/** When a data export runs (`config.schedule`). */
export const EXPORT_SCHEDULES = ['manual', 'daily', 'weekly'] as const;

/** The editor's fields: the integration's own and the settings of every kind (only its kind's are sent). */
export interface IntegrationFormValues {
  kind: Integration['kind'];
  name: string;
  data: (typeof EXPORT_DATA)[number];
  schedule: (typeof EXPORT_SCHEDULES)[number];
  destination_url: string;
  url: string;
  active: boolean;
}

const pick = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The fields of a saved integration, or of a new one of `kind`. */
export function integrationFormValues(
  integration: Integration | null,
  kind: Integration['kind'],
): IntegrationFormValues {
  const config = integration?.config ?? {};
  return {
    kind: integration?.kind ?? kind,
    name: integration?.name ?? '',
    data: pick(EXPORT_DATA, config.data, 'events'),
    schedule: pick(EXPORT_SCHEDULES, config.schedule, 'manual'),
    destination_url: text(config.destination_url),
    url: text(config.url),
    active: integration ? integration.status !== 'paused' : true,
  };
}

/** The settings of the form's kind, as the contract's `config`. */
export function integrationConfig(values: IntegrationFormValues): Record<string, unknown> | undefined {
  if (values.kind === 'data-export') {
    const destination = values.destination_url.trim();
    return {
      data: values.data,
      format: 'csv',
      schedule: values.schedule,
      // An emptied destination is sent as null so the saved one is removed, not kept.
      destination_url: destination === '' ? null : destination,
    };
  }
  if (values.kind === 'webhook') return { url: values.url.trim() };
  return undefined;
}

/**
 * Checks the fields with the validators' rules (the name of `createIntegration`, http(s) URLs); each
 * error's message is a validation message key.
 */
export const integrationResolver: Resolver<IntegrationFormValues> = (values) => {
  const errors: FieldErrors<IntegrationFormValues> = {};
  const name = createIntegrationBodySchema.shape.name.safeParse(values.name);
  if (!name.success) errors.name = { type: 'validate', message: name.error.issues[0]?.message };
  const destination = values.destination_url.trim();
  if (values.kind === 'data-export' && destination !== '' && !isUrl(destination)) {
    errors.destination_url = { type: 'validate', message: 'integration.url.invalid' };
  }
  const url = values.url.trim();
  if (values.kind === 'webhook' && !isUrl(url)) {
    errors.url = {
      type: 'validate',
      message: url === '' ? 'integration.url.required' : 'integration.url.invalid',
    };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
