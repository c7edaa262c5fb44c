import type { ContractOperation, ContractParameter } from './contract.ts';
import type { ExampleRequest } from './exampleRequests.ts';

/** A request that must be refused with a 4xx: a name for the report, and what to send. */
export type BadRequest = {
  name: string;
  path: string;
  body?: string | FormData;
  contentType?: string;
  /** False when the value is free text the API may legitimately accept (then only a 5xx fails). */
  mustRefuse: boolean;
};

/** Strings that must never reach SQL or HTML unescaped. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "x'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
];

const ONE_AND_A_HALF_MB = 'x'.repeat(1_600_000);

/** A value of another JSON type than `value`. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return 'not a list';
  if (value && typeof value === 'object') return 'not an object';
  return { unexpected: true };
}

function withQuery(path: string, name: string, value: string): string {
  const url = new URL(path, 'http://x');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

/** A query value the parameter's schema refuses, or null when any text is valid. */
function badQueryValue(parameter: ContractParameter): string | null {
  const schema = parameter.schema ?? {};
  if (schema.enum) return 'not-a-listed-value';
  if (schema.type === 'integer' || schema.type === 'number') return 'NaN; DROP TABLE users';
  if (schema.type === 'boolean') return 'maybe';
  if (schema.format === 'date' || schema.format === 'date-time') return '2024-13-45';
  if (schema.format === 'uuid') return "' OR 1=1 --";
  if (schema.format === 'email') return '<script>@';
  return null;
}

function jsonBodyCases(example: ExampleRequest, needsAField: boolean): BadRequest[] {
  const cases: BadRequest[] = [
    {
      name: 'malformed JSON',
      path: example.path,
      body: '{"name": ',
      contentType: 'application/json',
      mustRefuse: true,
    },
    {
      name: 'huge body',
      path: example.path,
      body: JSON.stringify({ name: ONE_AND_A_HALF_MB }),
      contentType: 'application/json',
      mustRefuse: true,
    },
    {
      name: 'JSON scalar',
      path: example.path,
      body: '42',
      contentType: 'application/json',
      mustRefuse: true,
    },
    {
      name: 'not JSON at all',
      path: example.path,
      body: 'name=x',
      contentType: 'text/plain',
      mustRefuse: true,
    },
  ];
  if (needsAField) {
    cases.push({
      name: 'no field',
      path: example.path,
      body: '{}',
      contentType: 'application/json',
      mustRefuse: true,
    });
  }
  const sample = example.json;
  const item = Array.isArray(sample) ? sample[0] : sample;
  const wrap = (value: unknown) => JSON.stringify(Array.isArray(sample) ? [value] : value);
  if (item && typeof item === 'object') {
    cases.push({
      name: 'unknown field',
      path: example.path,
      body: wrap({ ...item, unknown_field: 'x' }),
      contentType: 'application/json',
      mustRefuse: true,
    });
    for (const [key, value] of Object.entries(item)) {
      cases.push({
        name: `wrong type for ${key}`,
        path: example.path,
        body: wrap({ ...item, [key]: wrongType(value) }),
        contentType: 'application/json',
        mustRefuse: true,
      });
    }
  }
  return cases;
}

function formBodyCases(example: ExampleRequest): BadRequest[] {
  const part = (value: string) => {
    const form = new FormData();
    form.set('campaign', value);
    return form;
  };
  const original = JSON.parse(String(example.form?.get('campaign') ?? '{}'));
  const cases: BadRequest[] = [
    { name: 'malformed JSON part', path: example.path, body: part('{"name": '), mustRefuse: true },
    {
      name: 'huge part',
      path: example.path,
      body: part(JSON.stringify({ name: ONE_AND_A_HALF_MB })),
      mustRefuse: true,
    },
    {
      name: 'JSON instead of multipart',
      path: example.path,
      body: '{}',
      contentType: 'application/json',
      mustRefuse: true,
    },
    {
      name: 'unknown field',
      path: example.path,
      body: part(JSON.stringify({ ...original, unknown_field: 1 })),
      mustRefuse: true,
    },
  ];
  for (const [key, value] of Object.entries(original)) {
    cases.push({
      name: `wrong type for ${key}`,
      path: example.path,
      body: part(JSON.stringify({ ...original, [key]: wrongType(value) })),
      mustRefuse: true,
    });
  }
  return cases;
}

/**
 * Generated bad requests for one operation, built from its valid example: broken and oversized
 * bodies, wrong types, unknown fields, hostile path segments and query values.
 */
export function badRequestsFor(
  operation: ContractOperation,
  parameters: ContractParameter[],
  example: ExampleRequest,
): BadRequest[] {
  const cases: BadRequest[] = [];
  if (example.form) cases.push(...formBodyCases(example));
  else if (example.json !== undefined) cases.push(...jsonBodyCases(example, operation.bodyNeedsAField));

  // Hostile values in place of each path parameter (the example's segment at the template's position).
  const template = operation.path.split('/');
  const actual = new URL(example.path, 'http://x').pathname.split('/');
  template.forEach((segment, index) => {
    if (!/^\{\w+\}$/.test(segment)) return;
    const schema = parameters.find((parameter) => `{${parameter.name}}` === segment)?.schema ?? {};
    const mustRefuse = Boolean(schema.format || schema.enum || schema.pattern);
    for (const hostile of [...HOSTILE_STRINGS, 'not-a-uuid']) {
      const path = [...actual];
      path[index] = encodeURIComponent(hostile);
      cases.push({
        name: `path ${segment} = ${hostile}`,
        path: `${path.join('/')}${new URL(example.path, 'http://x').search}`,
        mustRefuse,
        ...(example.json === undefined
          ? {}
          : { body: JSON.stringify(example.json), contentType: 'application/json' }),
      });
    }
  });

  for (const parameter of parameters.filter((candidate) => candidate.in === 'query')) {
    const value = badQueryValue(parameter);
    if (value === null) continue;
    cases.push({
      name: `query ${parameter.name} = ${value}`,
      path: withQuery(example.path, parameter.name, value),
      mustRefuse: true,
      ...(example.json === undefined
        ? {}
        : { body: JSON.stringify(example.json), contentType: 'application/json' }),
    });
  }
  return cases;
}
