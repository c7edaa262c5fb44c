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
 * The validator of the JSON answer documented for `status`, or null when the contract documents
 * no JSON body for it (204, CSV, HTML).
 */
export function responseValidator(operation: ContractOperation, status: number): ValidateFunction | null {
  const responses = resolve(`${operation.pointer}/responses`);
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find(
    (candidate) => responses?.[candidate],
  );
  if (!key) return null;
  let responsePointer = `${operation.pointer}/responses/${key}`;
  const ref = resolve(responsePointer)?.$ref as string | undefined;
  if (ref) responsePointer = ref;
  const content = resolve(`${responsePointer}/content`) ?? {};
  const mediaType = Object.keys(content).find((type) => /json/.test(type));
  if (!mediaType) return null;
  const schemaRef = `contract${responsePointer}/content/${escapePointer(mediaType)}/schema`;
  return ajv.getSchema(schemaRef) ?? ajv.compile({ $ref: schemaRef });
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
