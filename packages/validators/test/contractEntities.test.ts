import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  advertisementSchema,
  advertiserSchema,
  apiErrorSchema,
  assetSchema,
  attributionPartnerSchema,
  audienceSchema,
  billableEventSchema,
  billingInfoSchema,
  campaignSchema,
  creativeCreatedSchema,
  creativeSchema,
  creativeUpdatedSchema,
  eventSchema,
  eventTypeSchema,
  integrationSchema,
  inventoryItemSchema,
  metricsAggregateSchema,
  onboardingEventSchema,
  paymentMethodSchema,
  paymentTokenSchema,
  playlistSchema,
  s3DataSchema,
  scheduledReportRunSchema,
  scheduledReportSchema,
  segmentSchema,
  teamMemberSchema,
  userRoleSchema,
  userSchema,
  voiceSchema,
} from '../src/index.ts';
import { type JsonSchema, readContract, withoutNull } from './contractDocument.ts';

// The entity schemas parse what the API answers, so they must know every field the contract
// describes, at every depth, and must not insist on a field the contract lets the API leave out.

const contracts = { api: readContract('openapi.yaml'), search: readContract('search.yaml') };

/** Each contract schema of an entity, its document, and the package's schema that mirrors it. */
const ENTITIES: [string, keyof typeof contracts, z.ZodType][] = [
  ['Advertiser', 'api', advertiserSchema],
  ['Advertisement', 'api', advertisementSchema],
  ['Error', 'api', apiErrorSchema],
  ['Asset', 'api', assetSchema],
  ['AttributionPartner', 'api', attributionPartnerSchema],
  ['Audience', 'api', audienceSchema],
  ['BillableEvent', 'api', billableEventSchema],
  ['BillingInfo', 'api', billingInfoSchema],
  ['Campaign', 'api', campaignSchema],
  ['CreativeCreated', 'api', creativeCreatedSchema],
  ['Creative', 'api', creativeSchema],
  ['CreativeUpdated', 'api', creativeUpdatedSchema],
  ['Event', 'api', eventSchema],
  ['EventType', 'api', eventTypeSchema],
  ['Integration', 'api', integrationSchema],
  ['InventoryItem', 'search', inventoryItemSchema],
  ['MetricsAggregate', 'api', metricsAggregateSchema],
  ['OnboardingEvent', 'api', onboardingEventSchema],
  ['PaymentMethod', 'api', paymentMethodSchema],
  ['PaymentToken', 'api', paymentTokenSchema],
  ['Playlist', 'api', playlistSchema],
  ['S3Data', 'api', s3DataSchema],
  ['ScheduledReport', 'api', scheduledReportSchema],
  ['ScheduledReportRun', 'api', scheduledReportRunSchema],
  ['Segment', 'api', segmentSchema],
  ['TeamMember', 'api', teamMemberSchema],
  ['UserRole', 'api', userRoleSchema],
  ['User', 'api', userSchema],
  ['Voice', 'api', voiceSchema],
];

/** An object schema's properties and required names, merging `allOf` parts; `_token` is transport. */
function objectParts(schema: JsonSchema, resolve: (schema: JsonSchema) => JsonSchema) {
  const parts = [schema, ...(schema.allOf ?? []).map(resolve)];
  const properties: Record<string, JsonSchema> = {};
  const required = new Set<string>();
  for (const part of parts) {
    Object.assign(properties, part.properties);
    for (const name of part.required ?? []) required.add(name);
  }
  delete properties._token;
  required.delete('_token');
  return { properties, required };
}

/** Where `ours` (the package's JSON Schema) and `theirs` (the contract's) disagree, as readable lines. */
function differences(
  ours: JsonSchema,
  theirs: JsonSchema,
  resolve: (schema: JsonSchema) => JsonSchema,
  path: string,
): string[] {
  const mine = withoutNull(ours);
  const contract = withoutNull(resolve(theirs));
  if (mine.items && contract.items) return differences(mine.items, contract.items, resolve, `${path}[]`);
  if (!mine.properties || !(contract.properties || contract.allOf)) return [];
  const a = objectParts(mine, resolve);
  const b = objectParts(contract, resolve);
  const found: string[] = [];
  for (const name of Object.keys(b.properties)) {
    if (!(name in a.properties)) found.push(`${path}.${name}: in the contract, not in the schema`);
  }
  for (const name of Object.keys(a.properties)) {
    if (!(name in b.properties)) found.push(`${path}.${name}: in the schema, not in the contract`);
  }
  for (const name of a.required) {
    if (name in b.properties && !b.required.has(name)) {
      found.push(`${path}.${name}: required by the schema, optional in the contract`);
    }
  }
  for (const [name, property] of Object.entries(a.properties)) {
    const documented = b.properties[name];
    if (documented) found.push(...differences(property, documented, resolve, `${path}.${name}`));
  }
  return found;
}

describe('entity schemas match the contract', () => {
  it.each(ENTITIES)('%s (%s)', (component, file, schema) => {
    const contract = contracts[file];
    const ours = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const theirs = contract.document.components.schemas[component] as JsonSchema;
    expect(theirs, `the contract has ${component}`).toBeDefined();
    expect(differences(ours, theirs, contract.resolve, component)).toEqual([]);
  });
});
