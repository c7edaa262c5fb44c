import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import * as validators from '../src/index.ts';
import { type JsonSchema, readContract } from './contractDocument.ts';

// The request bodies of openapi/openapi.yaml and the `<operationId>BodySchema` exports describe the
// same thing twice; this test keeps them from drifting apart (property names, required ones, and
// whether an empty object is a valid body).

type MediaType = { schema: JsonSchema; encoding?: Record<string, { contentType?: string }> };
type Operation = { operationId: string; requestBody?: { content: Record<string, MediaType> } };

/** Bodies that are not ours to validate: the storage form POST is checked against its signed policy. */
const NOT_VALIDATED = new Set(['receiveUpload']);

const { document: contract, resolve } = readContract('openapi.yaml');

/** Property names and required names of an object schema, across allOf parts and oneOf/anyOf variants. */
function shape(raw: JsonSchema): { properties: string[]; required: string[] } {
  const schema = resolve(raw);
  if (schema.type === 'array' && schema.items) return shape(schema.items);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) {
    const shapes = variants.map(shape);
    return {
      properties: [...new Set(shapes.flatMap((part) => part.properties))].sort(),
      required: shapes
        .map((part) => part.required)
        .reduce((common, required) => common.filter((name) => required.includes(name)))
        .sort(),
    };
  }
  const parts = [schema, ...(schema.allOf ?? []).map(resolve)];
  const properties = new Set<string>();
  const required = new Set<string>();
  for (const part of parts) {
    if (part !== schema && (part.allOf || part.oneOf)) {
      const nested = shape(part);
      for (const name of nested.properties) properties.add(name);
      for (const name of nested.required) required.add(name);
      continue;
    }
    for (const name of Object.keys(part.properties ?? {})) properties.add(name);
    for (const name of part.required ?? []) required.add(name);
  }
  properties.delete('_token');
  required.delete('_token');
  return { properties: [...properties].sort(), required: [...required].sort() };
}

/** The JSON a client sends: the body itself, or the JSON part of a multipart body. */
function jsonBody(operation: Operation): JsonSchema | undefined {
  const content = operation.requestBody?.content;
  if (!content) return undefined;
  const json = content['application/json'];
  if (json) return json.schema;
  for (const media of Object.values(content)) {
    const jsonPart = Object.entries(media.encoding ?? {}).find(
      ([, encoding]) => encoding.contentType === 'application/json',
    );
    if (jsonPart) return resolve(media.schema).properties?.[jsonPart[0]];
  }
  return undefined;
}

const operations = Object.values(contract.paths as Record<string, Record<string, unknown>>)
  .flatMap((item) => Object.values(item))
  .filter((operation): operation is Operation => typeof operation === 'object' && operation !== null)
  .filter((operation) => operation.operationId && !NOT_VALIDATED.has(operation.operationId))
  .map((operation) => [operation.operationId, jsonBody(operation)] as const)
  .filter((entry): entry is [string, JsonSchema] => entry[1] !== undefined);

describe('request body schemas match the contract', () => {
  it('finds the contract bodies', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it.each(operations)('%s', (operationId, body) => {
    const exported = (validators as Record<string, unknown>)[`${operationId}BodySchema`];
    expect(exported, `@earshot/validators exports ${operationId}BodySchema`).toBeInstanceOf(z.ZodType);
    const schema = exported as z.ZodType;
    const options = { unrepresentable: 'any' } as const;
    const accepted = shape(z.toJSONSchema(schema, { ...options, io: 'input' }) as JsonSchema);
    const sent = shape(z.toJSONSchema(schema, { ...options, io: 'output' }) as JsonSchema);
    const documented = shape(body);
    expect(accepted.properties).toEqual(documented.properties);
    // What the contract lets a client leave out, we accept without; what it requires, we send (defaults fill in).
    expect(documented.required).toEqual(expect.arrayContaining(accepted.required));
    expect(sent.required).toEqual(expect.arrayContaining(documented.required));
  });

  it.each(operations.filter(([, body]) => resolve(body).type !== 'array'))(
    '%s refuses an empty object exactly when the contract does',
    (operationId, body) => {
      const schema = (validators as Record<string, unknown>)[`${operationId}BodySchema`] as z.ZodType;
      const documented = resolve(body);
      const contractRefuses = (documented.minProperties ?? 0) > 0 || shape(body).required.length > 0;
      expect(schema.safeParse({}).success).toBe(!contractRefuses);
    },
  );
});
