import {
  type Audience,
  type AudiencePayload,
  audiencePayloadSchema,
  type CreateAudienceBody,
  type FirstPartyRule,
  firstPartySegments,
} from '@earshot/validators';
import type { Resolver } from 'react-hook-form';
import { schemaResolver } from '../Form/schemaResolver.ts';

/** What the audience form edits: every subtype's fields, of which the payload takes one set. */
export interface AudienceFormValues {
  name: string;
  subtype: Audience['subtype'];
  first_party: FirstPartyRule[];
  correlation_id: string;
  cdp_segments: string[];
}

/** The form's starting values: the saved audience's, or an empty first-party audience. */
export function audienceFormValues(audience: Audience | null): AudienceFormValues {
  return {
    name: audience?.name ?? '',
    subtype: audience?.subtype ?? 'first-party',
    first_party: audience?.first_party.map(({ type, value }) => ({ type, value })) ?? [
      { type: 'url', value: '' },
    ],
    correlation_id: audience?.correlation_id ?? '',
    cdp_segments: audience?.cdp_segments ?? [],
  };
}

/**
 * The payload of the chosen subtype (spec §3): name, `type` 1, the advertiser, and only that
 * subtype's fields — the rules with their url and event rules as `firstPartySegments`, the CRM
 * upload's correlation id, or the CDP segment ids.
 */
export function audiencePayload(values: AudienceFormValues, advertiserId: string): CreateAudienceBody {
  const common = { name: values.name, type: 1 as const, advertiserId };
  switch (values.subtype) {
    case 'first-party':
      return {
        ...common,
        subtype: 'first-party',
        first_party: values.first_party,
        firstPartySegments: firstPartySegments(values.first_party),
      };
    case 'crm':
      return { ...common, subtype: 'crm', correlation_id: values.correlation_id };
    case 'cdp':
      return { ...common, subtype: 'cdp', cdp_segments: values.cdp_segments };
  }
}

/** Validates the form as the payload it becomes, with `audiencePayloadSchema`; messages are validation keys. */
export function audienceResolver(
  advertiserId: string,
): Resolver<AudienceFormValues, unknown, AudiencePayload> {
  return schemaResolver((values: AudienceFormValues) =>
    audiencePayloadSchema.safeParse(audiencePayload(values, advertiserId)),
  );
}
