import { saveState, type MockContext } from './context';
import { invalidRequest, MESSAGES } from './messages';
import { failure, NO_ANSWER, type Outcome, type Reply } from './responses';
import { isScenarioName, SCENARIO_HEADER, SLOW_SCENARIO_DELAY_MS, type ScenarioName } from '../scenarios/scenarios';
import {
  operationRoute,
  requestBodyProblem,
  responseProblem,
  type OperationId,
  type OperationMethod,
} from '../validation/openapi-validator';

/**
 * What an operation reads of a request: a fetch `Request` (msw), or on Node Hono's headers and the
 * body the HTTP layer has already parsed. `json()` rejects a body that is not JSON, an empty one included.
 */
export interface OperationRequest {
  headers: Pick<Headers, 'get'>;
  json(): Promise<unknown>;
}

/** A call as each runtime hands it over, with the caller's IP as that runtime resolved it. */
export interface OperationCall {
  request: OperationRequest;
  params: Record<string, string | readonly string[] | undefined>;
  cookies: Record<string, string | undefined>;
  ip: string;
  /** Whether the caller reached the API over https, as the runtime sees it: a cookie is then `Secure`. */
  secure: boolean;
  /**
   * Whether the runtime keeps an `HttpOnly` cookie out of the page's scripts and still sends it:
   * over HTTP and in the browser's worker. Not msw under Node, where the console's tests stand in for
   * the browser's cookie jar with `document.cookie`, which never shows such a cookie
   * (docs/decisions/121-the-server-mints-the-trusted-device.md).
   */
  httpOnlyCookies: boolean;
}

export interface OperationInput<Body> extends OperationCall {
  body: Body;
  scenario: ScenarioName;
}

/** An operation names only its operationId: its method, path and body are the yaml's (`operationRoute`). */
interface OperationDefinition<Body> {
  operationId: OperationId;
  handle(input: OperationInput<Body>): Reply | Promise<Reply>;
}

/** One operation of the yaml, with scenarios, validation and persistence, for any runtime to serve. */
export interface Operation {
  operationId: OperationId;
  method: OperationMethod;
  /** The path under the API root, parameters as `:name`: the form of msw's and Hono's routes. */
  path: string;
  answer(call: OperationCall): Promise<Outcome>;
}

/** Thrown when the mock itself answers outside the yaml: a bug of the mock, never of the caller. */
export class ContractViolationError extends Error {
  override name = 'ContractViolationError';
}

type Checked<T> = { ok: true; value: T } | { ok: false; reply: Reply };

function scenarioOf(ctx: MockContext, request: OperationRequest): Checked<ScenarioName> {
  const requested = request.headers.get(SCENARIO_HEADER);
  if (requested === null) return { ok: true, value: ctx.scenario };
  if (isScenarioName(requested)) return { ok: true, value: requested };
  return {
    ok: false,
    reply: failure(400, invalidRequest(`unknown scenario "${requested.slice(0, 60)}" in ${SCENARIO_HEADER}`)),
  };
}

async function readValidatedBody(operationId: OperationId, request: OperationRequest): Promise<Checked<unknown>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, reply: failure(400, invalidRequest('body is not valid JSON')) };
  }
  const problem = requestBodyProblem(operationId, body);
  return problem ? { ok: false, reply: failure(400, invalidRequest(problem)) } : { ok: true, value: body };
}

function assertContract(operationId: OperationId, reply: Reply): void {
  const problem = responseProblem(operationId, reply.status, reply.body);
  if (problem) throw new ContractViolationError(`The mock answered outside openapi/admin-api.yaml: ${problem}`);
}

/** A plain timer, which vitest's fake timers control (msw's `delay` stays out of the HTTP runtime). */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The behaviour scenarios force before any data is looked at; undefined lets the call proceed. */
async function forcedByScenario(scenario: ScenarioName): Promise<Outcome | undefined> {
  if (scenario === 'network-error') return NO_ANSWER;
  if (scenario === 'slow') await sleep(SLOW_SCENARIO_DELAY_MS);
  if (scenario === 'server-error') return failure(500, MESSAGES.serverError);
  return undefined;
}

async function answer<Body>(
  ctx: MockContext,
  definition: OperationDefinition<Body>,
  hasBody: boolean,
  call: OperationCall,
) {
  const scenario = scenarioOf(ctx, call.request);
  if (!scenario.ok) return scenario.reply;
  const forced = await forcedByScenario(scenario.value);
  if (forced) return forced;
  let body: unknown;
  if (hasBody) {
    const read = await readValidatedBody(definition.operationId, call.request);
    if (!read.ok) return read.reply;
    body = read.value;
  }
  return definition.handle({ ...call, body: body as Body, scenario: scenario.value });
}

export function defineOperation<Body = undefined>(ctx: MockContext, definition: OperationDefinition<Body>): Operation {
  const { operationId } = definition;
  // Throws here, when the mock is built, for an operationId the yaml does not have.
  const { method, path, hasBody } = operationRoute(operationId);
  return {
    operationId,
    method,
    path,
    async answer(call) {
      await ctx.ready;
      if (ctx.latencyMs > 0) await sleep(ctx.latencyMs);
      const outcome = await answer(ctx, definition, hasBody, call);
      if (outcome === NO_ANSWER) return outcome;
      if (ctx.validateResponses) assertContract(operationId, outcome);
      saveState(ctx);
      return outcome;
    },
  };
}
