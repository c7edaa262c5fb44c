import fc from 'fast-check';
import { resolve } from './contract.ts';

// biome-ignore lint/suspicious/noExplicitAny: contract schemas are plain parsed YAML
type Schema = any;

/** Past this depth a schema's value is cut short to null, so recursive schemas stay finite. */
const MAX_DEPTH = 6;
/** Generated strings and lists stay short; long ones are the mutations' business. */
const MAX_STRING = 40;
const MAX_ITEMS = 3;

const day = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString());

function stringFor(schema: Schema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date':
      return day.map((iso) => iso.slice(0, 10));
    case 'date-time':
      return day;
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return fc.webUrl();
    case 'binary':
      return fc.string({ maxLength: MAX_STRING });
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  const fits = (text: string) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity);
  // Texts a field of the right length may still trip over: an option-like or blank text, a NUL,
  // characters outside the BMP, and the longest allowed.
  const edges = [
    '-',
    '--help',
    '-s 1 -v whisper',
    ' ',
    'a\u0000b',
    'é🎧',
    'x'.repeat(Math.min(schema.maxLength ?? 5000, 5000)),
  ].filter(fits);
  const random = fc.string({ minLength, maxLength });
  return edges.length > 0 ? fc.oneof({ weight: 4, arbitrary: random }, fc.constantFrom(...edges)) : random;
}

function numberFor(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1000 : schema.exclusiveMinimum + 1);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1_000_000 : schema.exclusiveMaximum - 1);
  const random = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) })
    : fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
  // The limits themselves, where off-by-one mistakes live.
  return fc.oneof({ weight: 4, arbitrary: random }, fc.constantFrom(min, Math.max(min, max)));
}

function objectFor(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties: Record<string, Schema> = schema.properties ?? {};
  const required: string[] = (schema.required ?? []).filter((name: string) => name in properties);
  const known = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, value]) => [name, schemaValue(value, depth + 1)]),
    ),
    { requiredKeys: required },
  );
  if (!schema.additionalProperties || schema.additionalProperties === true) return known;
  // A map (`additionalProperties: <schema>`), e.g. integration settings.
  const extra = fc.dictionary(
    fc.string({ minLength: 1, maxLength: 12 }),
    schemaValue(schema.additionalProperties, depth + 1),
    { maxKeys: MAX_ITEMS },
  );
  return fc.tuple(known, extra).map(([fields, more]) => ({ ...more, ...fields }));
}

function ofType(type: string, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schemaValue(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS)),
      });
    default:
      return objectFor(schema, depth);
  }
}

/**
 * Values shaped like `schema` (a contract schema, `$ref`s followed): mostly valid, but patterns are
 * not honoured (only the schema's examples match them) and cross-field rules are ignored, so some
 * values are refused. The fuzz test mutates them further.
 */
export function schemaValue(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || typeof schema !== 'object') return fc.jsonValue({ maxDepth: 2 });
  if (schema.$ref) return schemaValue(resolve(schema.$ref), depth);
  if (depth > MAX_DEPTH) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const variants: Schema[] | undefined = schema.oneOf ?? schema.anyOf;
  if (variants) return fc.oneof(...variants.map((variant) => schemaValue(variant, depth)));
  const types: string[] = Array.isArray(schema.type)
    ? schema.type
    : [schema.type ?? (schema.properties ? 'object' : 'any')];
  const generated = fc.oneof(
    ...types.map((type) => (type === 'any' ? fc.jsonValue({ maxDepth: 2 }) : ofType(type, schema, depth))),
  );
  const examples: unknown[] = [
    ...(Array.isArray(schema.examples) ? schema.examples : []),
    ...(schema.example === undefined ? [] : [schema.example]),
  ];
  // The schema's own examples are the only values sure to match a pattern.
  return examples.length > 0 ? fc.oneof(fc.constantFrom(...examples), generated) : generated;
}
