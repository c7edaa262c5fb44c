import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/** The platform contract. */
export const CONTRACT_PATH = fileURLToPath(new URL('../../../../openapi/openapi.yaml', import.meta.url));

// biome-ignore lint/suspicious/noExplicitAny: the contract is plain parsed YAML walked by pointer
type Node = any;

/** One operation of the contract. */
export type ContractOperation = {
  operationId: string;
  method: string;
  /** Path template under /v1, e.g. `/companies/{id}/playlists`. */
  path: string;
  /** Path parameter names in order. */
  pathParams: string[];
  /** Request body media types (empty without a body). */
  bodyTypes: string[];
  /** The JSON body must name at least one field (`minProperties: 1`, the update bodies). */
  bodyNeedsAField: boolean;
  /** Whether the operation needs no session. */
  isPublic: boolean;
  /** Documented statuses (`'200'`, `'4XX'`…). */
  statuses: string[];
  /** JSON pointer of the operation object in the contract. */
  pointer: string;
};

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The parsed contract document. */
export const contract: Node = parse(readFileSync(CONTRACT_PATH, 'utf8'));

/** Every operation of the contract, in document order. */
export function contractOperations(): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries<Node>(contract.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string),
        bodyTypes: Object.keys(operation.requestBody?.content ?? {}),
        bodyNeedsAField: (jsonBodySchema(operation)?.minProperties ?? 0) >= 1,
        isPublic: Array.isArray(operation.security) && operation.security.length === 0,
        statuses: Object.keys(operation.responses ?? {}),
        pointer: `#/paths/${escapePointer(path)}/${method}`,
      });
    }
  }
  return operations;
}

/** The schema of an operation's JSON request body, its `$ref` followed. */
function jsonBodySchema(operation: Node): Node {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  return schema?.$ref ? resolve(schema.$ref) : schema;
}

/** The node at a JSON pointer of the contract (`#/components/schemas/Error`). */
export function resolve(pointer: string): Node {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .reduce((node, segment) => node?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')], contract);
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema(contract, 'contract');

/**
 * The answer the contract documents for `status` (exactly, as `4XX`, or `default`), its `$ref`
 * followed: its JSON pointer and its content by media type; null when none is documented.
 */
function documentedResponse(
  operation: ContractOperation,
  status: number,
): { pointer: string; content: Record<string, Node> } | null {
  const responses = resolve(`${operation.pointer}/responses`);
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find(
    (candidate) => responses?.[candidate],
  );
  if (!key) return null;
  let pointer = `${operation.pointer}/responses/${key}`;
  const ref = resolve(pointer)?.$ref as string | undefined;
  if (ref) pointer = ref;
  return { pointer, content: resolve(`${pointer}/content`) ?? {} };
}

/**
 * The validator of the JSON answer documented for `status`, or null when the contract documents
 * no JSON body for it (204, CSV, HTML, XML).
 */
export function responseValidator(operation: ContractOperation, status: number): ValidateFunction | null {
  const response = documentedResponse(operation, status);
  const mediaType = Object.keys(response?.content ?? {}).find((type) => /json/.test(type));
  if (!response || !mediaType) return null;
  const schemaRef = `contract${response.pointer}/content/${escapePointer(mediaType)}/schema`;
  return ajv.getSchema(schemaRef) ?? ajv.compile({ $ref: schemaRef });
}

/**
 * Whether a `Content-Type` is one the contract documents for the answer with `status`, where a
 * wildcard (any type, or any `audio` type) matches its kind; true when it documents no content
 * (204, redirects).
 */
export function documentsContentType(
  operation: ContractOperation,
  status: number,
  contentType: string | null,
): boolean {
  const documented = Object.keys(documentedResponse(operation, status)?.content ?? {});
  if (documented.length === 0) return true;
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return documented.some(
    (type) =>
      type === '*/*' ||
      type === mediaType ||
      (type.endsWith('/*') && mediaType.startsWith(type.slice(0, -1))),
  );
}

/** Whether the contract documents `status` for the operation (exactly or as `4XX`/`5XX`/default). */
export function documentsStatus(operation: ContractOperation, status: number): boolean {
  return [String(status), `${String(status)[0]}XX`, 'default'].some((key) =>
    operation.statuses.includes(key),
  );
}

/** A parameter of an operation, with its schema. */
export type ContractParameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Node;
};

/** The path and query parameters of an operation (its own and its path's), with `$ref`s resolved. */
export function operationParameters(operation: ContractOperation): ContractParameter[] {
  const pathItem = operation.pointer.replace(/\/[a-z]+$/, '');
  const raw: Node[] = [
    ...(resolve(`${pathItem}/parameters`) ?? []),
    ...(resolve(`${operation.pointer}/parameters`) ?? []),
  ];
  return raw.map((parameter) => (parameter.$ref ? resolve(parameter.$ref) : parameter));
}

/** The validator of the contract's one error body (`#/components/schemas/Error`). */
export function errorBodyValidator(): ValidateFunction {
  const schemaRef = 'contract#/components/schemas/Error';
  return ajv.getSchema(schemaRef) ?? ajv.compile({ $ref: schemaRef });
}
