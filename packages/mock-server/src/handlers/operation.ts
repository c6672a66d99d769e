import { delay, HttpResponse, type http } from 'msw';
import { saveState, type MockContext } from './context';
import { invalidRequest, MESSAGES } from './messages';
import { failure } from './responses';
import { isScenarioName, SCENARIO_HEADER, SLOW_SCENARIO_DELAY_MS, type ScenarioName } from '../scenarios/scenarios';
import { requestBodyProblem, responseProblem, type OperationId } from '../validation/openapi-validator';

export interface OperationInput<Body> {
  request: Request;
  body: Body;
  params: Record<string, string | readonly string[] | undefined>;
  cookies: Record<string, string>;
  scenario: ScenarioName;
}

interface OperationDefinition<Body> {
  operationId: OperationId;
  route: typeof http.get | typeof http.post;
  url: string;
  /** Whether the operation takes a JSON body, checked against the yaml before `handle` runs. */
  hasBody?: boolean;
  handle(input: OperationInput<Body>): Response | Promise<Response>;
}

/** Thrown when the mock itself answers outside the yaml: a bug of the mock, never of the caller. */
export class ContractViolationError extends Error {
  override name = 'ContractViolationError';
}

type Outcome<T> = { ok: true; value: T } | { ok: false; response: Response };

function scenarioOf(ctx: MockContext, request: Request): Outcome<ScenarioName> {
  const requested = request.headers.get(SCENARIO_HEADER);
  if (requested === null) return { ok: true, value: ctx.scenario };
  if (isScenarioName(requested)) return { ok: true, value: requested };
  return {
    ok: false,
    response: failure(400, invalidRequest(`unknown scenario "${requested.slice(0, 60)}" in ${SCENARIO_HEADER}`)),
  };
}

async function readValidatedBody(operationId: OperationId, request: Request): Promise<Outcome<unknown>> {
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return { ok: false, response: failure(400, invalidRequest('body is not valid JSON')) };
  }
  const problem = requestBodyProblem(operationId, body);
  return problem ? { ok: false, response: failure(400, invalidRequest(problem)) } : { ok: true, value: body };
}

async function assertContract(operationId: OperationId, response: Response): Promise<void> {
  const problem = responseProblem(operationId, response.status, await response.clone().json());
  if (problem) throw new ContractViolationError(`The mock answered outside openapi/admin-api.yaml: ${problem}`);
}

/** The behaviour scenarios force before any data is looked at; undefined lets the call proceed. */
async function forcedByScenario(scenario: ScenarioName): Promise<Response | undefined> {
  if (scenario === 'network-error') return HttpResponse.error();
  if (scenario === 'slow') await delay(SLOW_SCENARIO_DELAY_MS);
  if (scenario === 'server-error') return failure(500, MESSAGES.serverError);
  return undefined;
}

async function answer<Body>(
  ctx: MockContext,
  definition: OperationDefinition<Body>,
  input: Omit<OperationInput<Body>, 'body' | 'scenario'>,
): Promise<Response> {
  const scenario = scenarioOf(ctx, input.request);
  if (!scenario.ok) return scenario.response;
  const forced = await forcedByScenario(scenario.value);
  if (forced) return forced;
  let body: unknown;
  if (definition.hasBody) {
    const read = await readValidatedBody(definition.operationId, input.request);
    if (!read.ok) return read.response;
    body = read.value;
  }
  return definition.handle({ ...input, body: body as Body, scenario: scenario.value });
}

/** An msw handler for one operation of the yaml, with scenarios, validation and persistence. */
export function defineOperation<Body = undefined>(ctx: MockContext, definition: OperationDefinition<Body>) {
  return definition.route(definition.url, async ({ request, params, cookies }) => {
    await ctx.ready;
    if (ctx.latencyMs > 0) await delay(ctx.latencyMs);
    const response = await answer(ctx, definition, { request, params, cookies });
    if (response.type === 'error') return response;
    if (ctx.validateResponses) await assertContract(definition.operationId, response);
    saveState(ctx);
    return response;
  });
}
