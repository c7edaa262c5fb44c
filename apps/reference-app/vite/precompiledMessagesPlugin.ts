import { parse } from '@formatjs/icu-messageformat-parser';
import { type Plugin, parseAst } from 'vite';

/**
 * A message catalogue of the app or of the components, in their sources: a family's
 * `i18n/<family>/<locale>.json` (the app's are `i18n/messages/<locale>.json`) or a shared
 * `i18n/shared/<locale>.ts`.
 */
export const CATALOGUE =
  /[/\\](?:reference-app|react-components)[/\\]src[/\\]i18n[/\\](?:[A-Za-z]+[/\\][A-Za-z-]+\.json|shared[/\\][A-Za-z]+\.ts)$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function* children(node: Node): Generator<Node> {
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) yield* value.filter(isNode);
    else if (isNode(value)) yield value;
  }
}

/** An expression without its TypeScript `as …` or `satisfies …`. */
const withoutAssertion = (node: unknown): unknown =>
  isNode(node) && (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression')
    ? withoutAssertion(node.expression)
    : node;

/** The object literals a module exports as `export const name = { … }` (`as const` or not). */
function* exportedObjects(program: Node): Generator<Node> {
  for (const statement of children(program)) {
    if (statement.type !== 'ExportNamedDeclaration' || !isNode(statement.declaration)) continue;
    for (const declarator of children(statement.declaration)) {
      const init = withoutAssertion(declarator.init);
      if (isNode(init) && init.type === 'ObjectExpression') yield init;
    }
  }
}

/** A message's parsed form; a message that is not a string or does not parse fails the build. */
function compile(message: unknown, id: string, where: string): unknown {
  if (typeof message !== 'string') throw new Error(`${id}: the message ${where} is not a string`);
  try {
    return parse(message);
  } catch (error) {
    throw new Error(`${id}: the message ${JSON.stringify(message)} does not parse`, { cause: error });
  }
}

/**
 * Replaces every message of a JSON catalogue with its parsed form (react-intl's precompiled messages),
 * so the browser needs no ICU parser: the app aliases the parser to its `no-parser` build.
 */
export function precompileMessages(json: string, id: string): string {
  const messages = Object.entries(JSON.parse(json) as Record<string, unknown>);
  return JSON.stringify(
    Object.fromEntries(messages.map(([key, message]) => [key, compile(message, id, key)])),
  );
}

/**
 * Replaces every message of a TypeScript catalogue module (`export const name = { … }`) with its
 * parsed form, as {@link precompileMessages} does; spreads of another catalogue stay as they are.
 */
export function precompileCatalogue(code: string, id: string): string | null {
  const program = parseAst(code, { lang: 'ts' }) as unknown as Node;
  const edits: { start: number; end: number; text: string }[] = [];
  for (const object of exportedObjects(program)) {
    for (const property of children(object)) {
      if (property.type === 'SpreadElement') continue;
      const value = property.value as Node;
      const message = value.type === 'Literal' ? value.value : undefined;
      const text = JSON.stringify(compile(message, id, `at ${property.start}`));
      edits.push({ start: value.start, end: value.end, text });
    }
  }
  if (edits.length === 0) return null;
  let result = code;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
    result = `${result.slice(0, start)}${text}${result.slice(end)}`;
  }
  return result;
}

/**
 * Precompiles the message catalogues at build time and drops the ICU message parser from the
 * bundle (about 8 kB gzipped on every page).
 */
export function precompiledMessagesPlugin(): Plugin {
  return {
    name: 'earshot:precompiled-messages',
    // Before the JSON and TypeScript plugins: a JSON catalogue stays JSON, and the TypeScript parser
    // reads a shared one as its source.
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      if (id.endsWith('.json')) return { code: precompileMessages(code, id), map: null };
      const compiled = precompileCatalogue(code, id);
      return compiled === null ? null : { code: compiled, map: null };
    },
  };
}
