import fc from 'fast-check';
import { HOSTILE_STRINGS } from './badRequests.ts';

type Json = unknown;
type Path = (string | number)[];

/**
 * Nesting depth of the deepest generated body; the API refuses anything nested deeper than 32
 * levels, so the mutations reach past that limit.
 */
export const MAX_NESTING = 40;

/** Strings, numbers and structures that a field of any type may be sent instead of its value. */
export const nastyValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\u202eevil',
    'é🎧👩‍👩‍👧',
    '-1',
    '-',
    '--help',
    'NaN',
    'Infinity',
    '1e309',
    'null',
    'true',
    '__proto__',
    '0x10',
    ...HOSTILE_STRINGS,
  ),
  fc.constantFrom(0, -1, -0.5, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 53), 1e308, Number.MAX_SAFE_INTEGER),
  fc.constantFrom(null, true, false, [], {}, [[]], { a: {} }),
  fc.constantFrom('x'.repeat(100_000), '🎧'.repeat(5000), '-'.repeat(2000)),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer(),
  fc.double(),
);

/** One change to a JSON value, applied at the node `at` (modulo the node count) in document order. */
export type JsonMutation = {
  kind: 'replace' | 'wrong type' | 'drop' | 'extra field' | 'nest' | 'wrap in array' | 'null';
  at: number;
  value: Json;
  key: string;
  depth: number;
};

/** A mutation of any kind. */
export const jsonMutation: fc.Arbitrary<JsonMutation> = fc.record({
  kind: fc.constantFrom('replace', 'wrong type', 'drop', 'extra field', 'nest', 'wrap in array', 'null'),
  at: fc.nat(),
  value: nastyValue,
  key: fc.oneof(
    fc.constantFrom('unknown_field', '__proto__', 'constructor', 'id', 'uuid', 'advertiser_id', 'user_role'),
    fc.string({ maxLength: 20 }),
  ),
  depth: fc.integer({ min: 2, max: MAX_NESTING }),
});

function nodePaths(value: Json, path: Path = []): Path[] {
  const paths: Path[] = [path];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) paths.push(...nodePaths(item, [...path, index]));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...nodePaths(item, [...path, key]));
  }
  return paths;
}

function replaceAt(value: Json, path: Path, change: (node: Json) => Json | typeof DROP): Json {
  if (path.length === 0) return change(value);
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    Json
  >;
  const next = rest.length === 0 ? change(copy[head]) : replaceAt(copy[head], rest, change);
  if (next === DROP) {
    if (Array.isArray(copy)) copy.splice(Number(head), 1);
    else delete copy[head];
  } else {
    copy[head] = next;
  }
  return copy;
}

const DROP = Symbol('drop');

function wrongType(node: Json): Json {
  if (typeof node === 'string') return 12345;
  if (typeof node === 'number') return String(node);
  if (typeof node === 'boolean') return 'yes';
  if (Array.isArray(node)) return { 0: node[0] ?? null };
  if (node && typeof node === 'object') return 'not an object';
  return ['not', 'null'];
}

function nested(node: Json, depth: number): Json {
  let value = node;
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

/** `value` with `mutation` applied, and a short description of what changed where. */
export function applyMutation(value: Json, mutation: JsonMutation): { value: Json; change: string } {
  const paths = nodePaths(value);
  const path = paths[mutation.at % paths.length] as Path;
  const where = path.length ? path.join('.') : 'root';
  const at = (change: (node: Json) => Json | typeof DROP) => replaceAt(value, path, change);
  switch (mutation.kind) {
    case 'replace':
      return { value: at(() => mutation.value), change: `replace ${where}` };
    case 'wrong type':
      return { value: at(wrongType), change: `wrong type at ${where}` };
    case 'drop':
      return path.length
        ? { value: at(() => DROP), change: `drop ${where}` }
        : { value: undefined, change: 'no body' };
    case 'extra field':
      return {
        value: at((node) =>
          node && typeof node === 'object' && !Array.isArray(node)
            ? Object.defineProperty({ ...node }, mutation.key, {
                value: mutation.value,
                enumerable: true,
                writable: true,
                configurable: true,
              })
            : node,
        ),
        change: `extra field ${JSON.stringify(mutation.key)} at ${where}`,
      };
    case 'nest':
      return {
        value: at((node) => nested(node, mutation.depth)),
        change: `nest ${where} ${mutation.depth} deep`,
      };
    case 'wrap in array':
      return { value: at((node) => [node]), change: `array instead of ${where}` };
    case 'null':
      return { value: at(() => null), change: `null at ${where}` };
  }
}
