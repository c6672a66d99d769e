import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { SERVER_MESSAGES, type operations } from '@crm/api-client';
import { openApiDocument } from '../generated/openapi-document';

export type OperationId = keyof operations;

const DOCUMENT_ID = 'admin-api.yaml';
/** The top-level OpenAPI fields: annotations to the validator, never constraints. */
const OPENAPI_KEYWORDS = ['openapi', 'info', 'jsonSchemaDialect', 'servers', 'security', 'tags', 'paths', 'components'];

interface OperationLocation {
  pointer: string;
  path: string;
  method: string;
  operation: Record<string, unknown>;
}

type Json = Record<string, unknown>;

// The yaml's schemas are checked where the yaml is (npm run lint: Redocly and Spectral), not again in
// every page that starts the mock: validating them against JSON Schema's meta-schema compiles that
// meta-schema first, about 110 ms of each page load of the mock build.
const ajv = new Ajv2020({ allErrors: false, strict: true, validateSchema: false });
addFormats(ajv);
ajv.addVocabulary(OPENAPI_KEYWORDS);
ajv.addSchema({ ...openApiDocument, $id: DOCUMENT_ID }, undefined, undefined, false);

const compiled = new Map<string, ValidateFunction>();

function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

function locateOperation(operationId: OperationId): OperationLocation {
  const paths = openApiDocument.paths as Record<string, Record<string, Json>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (operation.operationId === operationId) {
        return { pointer: `/paths/${escapePointer(path)}/${method}`, path, method, operation };
      }
    }
  }
  throw new Error(`The yaml has no operation ${operationId}`);
}

/** The methods an operation of the yaml may have, as msw's `http` and Hono name their routes. */
export type OperationMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Where the yaml serves an operation, in the form of msw's and Hono's routes. */
export interface OperationRoute {
  method: OperationMethod;
  /** The path under the API root, parameters as `:name`. */
  path: string;
  /** Whether the operation takes a request body, checked against the yaml before the operation runs. */
  hasBody: boolean;
}

/** The yaml's method, path and request body of an operation; throws for an operationId the yaml lacks. */
export function operationRoute(operationId: OperationId): OperationRoute {
  const { path, method, operation } = locateOperation(operationId);
  return {
    method: method as OperationMethod,
    path: path.replace(/\{(\w+)\}/g, ':$1'),
    hasBody: operation.requestBody !== undefined,
  };
}

/** Follows an OpenAPI `$ref` (responses, parameters) to the object and its pointer. */
function follow(pointer: string, node: Json): { pointer: string; node: Json } {
  const ref = node.$ref;
  if (typeof ref !== 'string') return { pointer, node };
  const target = ref.replace(/^#/, '');
  const resolved = target
    .split('/')
    .slice(1)
    .reduce<Json>(
      (parent, segment) => parent[segment.replaceAll('~1', '/').replaceAll('~0', '~')] as Json,
      openApiDocument,
    );
  return { pointer: target, node: resolved };
}

function validatorAt(pointer: string): ValidateFunction {
  let validate = compiled.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
    compiled.set(pointer, validate);
  }
  return validate;
}

function describe(where: string, error: ErrorObject): string {
  const path =
    where +
    error.instancePath
      .split('/')
      .filter(Boolean)
      .map((part) => `.${part}`)
      .join('');
  if (error.keyword === 'additionalProperties') {
    return `${path} must NOT have additional property '${String(error.params.additionalProperty)}'`;
  }
  return `${path} ${error.message ?? 'is invalid'}`;
}

function problem(validate: ValidateFunction, where: string, value: unknown): string | undefined {
  if (validate(value)) return undefined;
  const [first] = validate.errors ?? [];
  return first ? describe(where, first) : `${where} is invalid`;
}

const JSON_CONTENT = 'content/application~1json/schema';

/** What is wrong with a request body, in words naming the field; undefined when it is valid. */
export function requestBodyProblem(operationId: OperationId, body: unknown): string | undefined {
  const { pointer } = locateOperation(operationId);
  return problem(validatorAt(`${pointer}/requestBody/${JSON_CONTENT}`), 'body', body);
}

/** What is wrong with a path parameter; undefined when it is valid. */
export function pathParameterProblem(operationId: OperationId, name: string, value: unknown): string | undefined {
  const { pointer, operation } = locateOperation(operationId);
  const parameters = (operation.parameters ?? []) as Json[];
  for (const [index, parameter] of parameters.entries()) {
    const resolved = follow(`${pointer}/parameters/${index}`, parameter);
    if (resolved.node.name === name && resolved.node.in === 'path') {
      return problem(validatorAt(`${resolved.pointer}/schema`), `path.${name}`, value);
    }
  }
  throw new Error(`The operation ${operationId} has no path parameter ${name}`);
}

const SERVER_MESSAGE_TEXTS: ReadonlySet<unknown> = new Set(Object.values(SERVER_MESSAGES));

/**
 * Whether the yaml gives this message for this response: as the `message` of one of its examples,
 * named or not, or quoted in its description where a second example cannot be (a response with
 * one unnamed example, as verifyAuthentication's 429; contracts/README.md).
 */
function documentsMessage(response: Json, message: unknown): boolean {
  const content = ((response.content ?? {}) as Json)['application/json'] as Json | undefined;
  const named = Object.values((content?.examples ?? {}) as Record<string, Json>).map(
    (example) => follow('', example).node.value,
  );
  const messages = [content?.example, ...named].map((value) => (value as Json | undefined)?.message);
  return messages.includes(message) || String(response.description).includes(`\`${String(message)}\``);
}

/**
 * What breaks the yaml in a response: an undeclared status, a body off its schema, or a server
 * message (@crm/api-client's SERVER_MESSAGES) that is no example of this operation and status.
 */
export function responseProblem(operationId: OperationId, status: number, body: unknown): string | undefined {
  const { pointer, operation } = locateOperation(operationId);
  const response = (operation.responses as Record<string, Json>)[String(status)];
  if (!response) return `${operationId} declares no ${status} response`;
  const resolved = follow(`${pointer}/responses/${status}`, response);
  const where = `${operationId} ${status} response`;
  const schemaProblem = problem(validatorAt(`${resolved.pointer}/${JSON_CONTENT}`), where, body);
  if (schemaProblem) return schemaProblem;
  const { message } = body as Json;
  if (SERVER_MESSAGE_TEXTS.has(message) && !documentsMessage(resolved.node, message)) {
    return `${where}.message "${String(message)}" is no example of this response in the yaml`;
  }
  return undefined;
}
