import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** A JSON Schema node as the contract and `z.toJSONSchema` write them (the parts compared here). */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minProperties?: number;
  items?: JsonSchema;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
};

/** Reads an OpenAPI document of `openapi/` (e.g. `openapi.yaml`). */
export function readContract(file: string) {
  const document = parse(readFileSync(new URL(`../../../openapi/${file}`, import.meta.url), 'utf8'));
  /** Follows `$ref`s inside the document until a schema with content. */
  function resolve(schema: JsonSchema): JsonSchema {
    if (!schema.$ref) return schema;
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((node, key) => node[key], document);
    return resolve(target);
  }
  return { document, resolve };
}

/** The schema without its `null` alternative (`type: [x, 'null']`, or `anyOf`/`oneOf` with `{ type: 'null' }`). */
export function withoutNull(schema: JsonSchema): JsonSchema {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const others = variants.filter((variant) => variant.type !== 'null');
    if (others.length === 1 && others[0]) return others[0];
  }
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((type) => type !== 'null');
    return { ...schema, type: types.length === 1 ? types[0] : types };
  }
  return schema;
}
