import fc from 'fast-check';
import { HOSTILE_STRINGS } from './badRequests.ts';
import { type ContractOperation, operationParameters, resolve } from './contract.ts';
import type { ExampleRequest } from './exampleRequests.ts';
import { applyMutation, jsonMutation, nastyValue } from './jsonMutations.ts';
import { schemaValue } from './schemaArbitrary.ts';

/** Stands in `FuzzedRequest.as` for a bearer token that belongs to no session. */
export const FORGED_TOKEN = 'forged';

/** A multipart part: text, or a file of `bytes` bytes. */
export type FuzzedPart = { name: string; text?: string; bytes?: number; filename?: string };

/** A generated request, printable as it is so a failure can be replayed by hand. */
export type FuzzedRequest = {
  method: string;
  /** Path under /v1, with its query string. */
  path: string;
  /** Demo account whose token is sent, {@link FORGED_TOKEN}, or null for none. */
  as: string | null;
  contentType?: string;
  /** A text body, or the parts of a multipart body (see {@link formOf}). */
  body?: string | FuzzedPart[];
  /** What differs from a request the contract allows; empty when nothing is known to. */
  mutations: string[];
};

/** What the generators build on: the operation's valid example and ids of other advertisers. */
export type FuzzContext = {
  operation: ContractOperation;
  example: ExampleRequest;
  /** Demo accounts to send the request as, besides the example's own and none. */
  roles: string[];
  /** Advertiser ids the example's user may or may not belong to. */
  advertiserIds: string[];
};

/**
 * Node refuses a request head over 16 KB itself (431, no body) before the API sees it, so a long
 * path segment and the query values, percent-encoded, stay well under that together.
 */
const LONG_SEGMENT = 'a'.repeat(4000);
const MAX_ENCODED_QUERY_VALUE = 1000;

/** Percent-encodes `text` as UTF-8, lone surrogates as U+FFFD (`encodeURIComponent` throws on them). */
const encode = (text: string) => encodeURIComponent(Buffer.from(text).toString());

/** A query value for `value`, encoded, cut (at a whole escape) to {@link MAX_ENCODED_QUERY_VALUE}. */
const queryValue = (value: unknown) => {
  const encoded = encode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  return encoded.length <= MAX_ENCODED_QUERY_VALUE
    ? encoded
    : encoded.slice(0, MAX_ENCODED_QUERY_VALUE).replace(/%[0-9A-F]{0,2}$/, '');
};

/** A path segment in place of a path parameter: `[raw segment, description]`. */
function segmentFor(kept: string, context: FuzzContext): fc.Arbitrary<[string, string | null]> {
  const bad = (segment: string, what: string) => [segment, what] as [string, string];
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant([kept, null] as [string, string | null]) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...context.advertiserIds).map((id) => bad(id, `other id ${id}`)),
    },
    { weight: 1, arbitrary: fc.uuid().map((id) => bad(id, 'unknown uuid')) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.constantFrom(
            'not-a-uuid',
            '0',
            '-1',
            '1e9',
            'null',
            '..',
            kept.toUpperCase(),
            `${kept}x`,
            LONG_SEGMENT,
            'é🎧',
            '\u0000',
            ...HOSTILE_STRINGS,
          ),
          fc.string({ maxLength: 20, unit: 'grapheme' }),
        )
        .map((value) => bad(encode(value), `path value ${JSON.stringify(value.slice(0, 40))}`)),
    },
    {
      weight: 1,
      // Percent-encoding that does not decode.
      arbitrary: fc
        .constantFrom('%E0%A4%A', '%', '%zz', '%00', '%2e%2e')
        .map((raw) => bad(raw, `raw ${raw}`)),
    },
  );
}

/** The example's path with every parameter segment possibly replaced. */
function pathArbitrary(context: FuzzContext): fc.Arbitrary<{ path: string; changes: string[] }> {
  const template = context.operation.path.split('/');
  const actual = context.example.path.split('?')[0]?.split('/') ?? [];
  const segments = template.map((segment, index) =>
    /^\{\w+\}$/.test(segment)
      ? segmentFor(actual[index] ?? '', context)
      : fc.constant([actual[index] ?? segment, null] as [string, string | null]),
  );
  return fc.tuple(...segments).map((parts) => ({
    path: parts.map(([segment]) => segment).join('/'),
    changes: parts.flatMap(([, change]) => (change ? [change] : [])),
  }));
}

/** A query parameter and its value, percent-encoded, or null to leave it out. */
type QueryChoice = { name: string; value: string | null; change: string | null };

/** The example's query with documented parameters kept, dropped, regenerated or spoiled, and extras. */
function queryArbitrary(context: FuzzContext): fc.Arbitrary<{ query: string; changes: string[] }> {
  const original = new URLSearchParams(context.example.path.split('?')[1] ?? '');
  const parameters = operationParameters(context.operation).filter((parameter) => parameter.in === 'query');
  const choices = parameters.map((parameter) => {
    const kept = original.get(parameter.name);
    return fc.oneof(
      {
        weight: 4,
        arbitrary: fc.constant<QueryChoice>({
          name: parameter.name,
          value: kept === null ? null : encode(kept),
          change: null,
        }),
      },
      {
        weight: 1,
        arbitrary: schemaValue(parameter.schema).map<QueryChoice>((value) => ({
          name: parameter.name,
          value: queryValue(value),
          change: null,
        })),
      },
      {
        weight: 1,
        arbitrary: nastyValue.map<QueryChoice>((value) => ({
          name: parameter.name,
          value: queryValue(value),
          change: `query ${parameter.name} spoiled`,
        })),
      },
      {
        weight: 1,
        arbitrary: fc.constant<QueryChoice>({
          name: parameter.name,
          value: null,
          change: kept === null ? null : `query ${parameter.name} dropped`,
        }),
      },
    );
  });
  const extras = fc.array(
    fc.tuple(fc.constantFrom('unknown', 'page', 'size', '__proto__', 'q', ''), nastyValue),
    { maxLength: 2 },
  );
  const rawTail = fc.option(fc.constantFrom('&%zz=1', '&a=%E0%A4%A', '&&&', '&=x'), { freq: 8 });
  return fc.tuple(fc.tuple(...choices), extras, rawTail).map(([chosen, extra, tail]) => {
    const parts: string[] = [];
    const changes: string[] = [];
    for (const { name, value, change } of chosen) {
      if (value !== null) parts.push(`${encode(name)}=${value}`);
      if (change) changes.push(change);
    }
    for (const [name, value] of extra) {
      parts.push(`${encode(name)}=${queryValue(value)}`);
      changes.push(`extra query ${name}`);
    }
    let query = parts.length ? `?${parts.join('&')}` : '';
    if (tail) {
      query = `${query || '?'}${tail}`;
      changes.push(`raw query ${tail}`);
    }
    return { query, changes };
  });
}

type Body = Pick<FuzzedRequest, 'contentType' | 'body'> & { changes: string[] };

/** A JSON value from `schema` (or the example), mutated 0–2 times. */
function jsonValueArbitrary(
  schema: unknown,
  example: unknown,
): fc.Arbitrary<{ value: unknown; changes: string[] }> {
  const base =
    example === undefined ? schemaValue(schema) : fc.oneof(fc.constant(example), schemaValue(schema));
  return fc.tuple(base, fc.array(jsonMutation, { maxLength: 2 })).map(([value, mutations]) => {
    let current = value;
    const changes: string[] = [];
    for (const mutation of mutations) {
      const applied = applyMutation(current, mutation);
      current = applied.value;
      changes.push(applied.change);
    }
    return { value: current, changes };
  });
}

const BROKEN_JSON = [
  '{"name": ',
  '{"name": "x",}',
  "{'name': 'x'}",
  '\ufeff{}',
  'NaN',
  '',
  '{"a": 1}{"b": 2}',
  '{"name": "x", "name": {"nested": true}}',
  '{"__proto__": {"admin": true}}',
  '['.repeat(100_000),
  '"\\ud800"',
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/xml',
  'application/json; charset=utf-16',
  'application/jsonx',
];

function jsonBodyArbitrary(schema: unknown, example: unknown): fc.Arbitrary<Body> {
  const text = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));
  return fc.oneof(
    {
      weight: 6,
      arbitrary: jsonValueArbitrary(schema, example).map<Body>(({ value, changes }) => ({
        contentType: 'application/json',
        body: text(value),
        changes,
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.constantFrom(...BROKEN_JSON),
          jsonValueArbitrary(schema, example).chain(({ value }) =>
            fc.nat().map((cut) => text(value).slice(0, cut % Math.max(1, text(value).length))),
          ),
        )
        .map<Body>((body) => ({
          contentType: 'application/json',
          body,
          changes: [`broken JSON ${JSON.stringify(body.slice(0, 30))}`],
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(jsonValueArbitrary(schema, example), fc.option(fc.constantFrom(...WRONG_CONTENT_TYPES)))
        .map<Body>(([{ value, changes }, contentType]) => ({
          ...(contentType ? { contentType } : {}),
          body: text(value),
          changes: [...changes, `content type ${contentType ?? 'missing'}`],
        })),
    },
  );
}

function formBodyArbitrary(
  schema: { properties?: Record<string, { format?: string; $ref?: string }> },
  example: FormData | undefined,
): fc.Arbitrary<Body> {
  const fields = Object.entries(schema.properties ?? {});
  const exampleFields = new Map<string, string>();
  for (const [name, value] of example?.entries() ?? []) {
    if (typeof value === 'string') exampleFields.set(name, value);
  }
  const partArbitrary = ([name, fieldSchema]: [
    string,
    { format?: string; $ref?: string },
  ]): fc.Arbitrary<FuzzedPart | null> => {
    if (fieldSchema.format === 'binary') {
      return fc.option(
        fc.record({
          name: fc.constant(name),
          bytes: fc.nat({ max: 4096 }),
          filename: fc.string({ maxLength: 20 }),
        }),
        { freq: 2 },
      );
    }
    const kept = exampleFields.get(name);
    const keptJson = kept === undefined ? undefined : safeParse(kept);
    // A JSON part (the campaign) is generated and mutated like a JSON body; a plain field is text.
    const isJson = Boolean(fieldSchema.$ref) || typeof keptJson === 'object';
    const text = isJson
      ? jsonValueArbitrary(fieldSchema, keptJson).map(({ value }) => JSON.stringify(value) ?? '')
      : fc.oneof(
          ...(kept === undefined ? [] : [fc.constant(kept)]),
          schemaValue(fieldSchema).map(String),
          nastyValue.map((value) => String(value)),
        );
    return fc.option(fc.record({ name: fc.constant(name), text }), { freq: 8 });
  };
  return fc
    .tuple(
      fc.tuple(...fields.map(partArbitrary)),
      fc.option(fc.record({ name: fc.constantFrom('unknown', 'campaign', 'file'), text: fc.string() }), {
        freq: 4,
      }),
      fc.option(fc.constantFrom(...WRONG_CONTENT_TYPES), { freq: 6 }),
    )
    .map<Body>(([parts, extra, wrongType]) => {
      const present = parts.filter((part) => part !== null);
      if (extra) present.push(extra);
      if (wrongType) {
        return { contentType: wrongType, body: JSON.stringify({}), changes: [`content type ${wrongType}`] };
      }
      return { body: present, changes: extra ? [`extra part ${extra.name}`] : [] };
    });
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The request bodies of an operation: generated from its contract schema and mutated. */
function bodyArbitrary(context: FuzzContext): fc.Arbitrary<Body> {
  const content = resolve(`${context.operation.pointer}/requestBody/content`) ?? {};
  if (content['application/json']) {
    return jsonBodyArbitrary(content['application/json'].schema, context.example.json);
  }
  if (content['multipart/form-data']) {
    const schema = content['multipart/form-data'].schema;
    return formBodyArbitrary(schema.$ref ? resolve(schema.$ref) : schema, context.example.form);
  }
  // Operations without a body may still be sent one.
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant<Body>({ changes: [] }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...BROKEN_JSON).map<Body>((body) => ({
        contentType: 'application/json',
        body,
        changes: ['unexpected body'],
      })),
    },
  );
}

/** Requests to `context.operation`, valid-looking ones and mutated ones, as several users. */
export function fuzzedRequests(context: FuzzContext): fc.Arbitrary<FuzzedRequest> {
  const { operation, example } = context;
  // Logging out ends the session; only the example's own (throwaway) session may do it.
  const roles = operation.operationId === 'logout' ? [] : context.roles;
  const identities = [...new Set([example.as, ...roles, null, FORGED_TOKEN])];
  return fc
    .record({
      as: fc.constantFrom(...identities),
      path: pathArbitrary(context),
      query: queryArbitrary(context),
      body: bodyArbitrary(context),
    })
    .map(({ as, path, query, body }) => ({
      method: operation.method,
      path: `${path.path}${query.query}`,
      as,
      ...(body.contentType === undefined ? {} : { contentType: body.contentType }),
      ...(body.body === undefined ? {} : { body: body.body }),
      mutations: [...path.changes, ...query.changes, ...body.changes],
    }));
}

/** The multipart body of a request's parts (files filled with random bytes). */
export function formOf(parts: FuzzedPart[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if (part.bytes === undefined) form.append(part.name, part.text ?? '');
    else {
      const bytes = new Uint8Array(part.bytes).map((_, index) => (index * 37) % 256);
      form.append(
        part.name,
        new Blob([bytes], { type: 'application/octet-stream' }),
        part.filename || 'file',
      );
    }
  }
  return form;
}

/** The request shortened for a report: long strings cut. */
export function describeRequest(request: FuzzedRequest): string {
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  const body =
    request.body === undefined
      ? ''
      : typeof request.body === 'string'
        ? `\n  body: ${cut(request.body)}`
        : `\n  multipart: ${cut(JSON.stringify(request.body))}`;
  return [
    `${request.method} /v1${cut(request.path)}`,
    `\n  as: ${request.as ?? 'no token'}`,
    request.contentType ? `\n  content-type: ${request.contentType}` : '',
    body,
    `\n  mutations: ${request.mutations.join('; ') || 'none'}`,
  ].join('');
}
