import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MockContext } from './context';
import { mswHandler } from './msw';
import { ContractViolationError, defineOperation } from './operation';
import { respond } from './responses';
import { createDb } from '../db/collections';
import { SNAPSHOT_VERSION } from '../db/persistence';
import { openApiDocument } from '../generated/openapi-document';
import { createMockApi } from '../mock-api';
import type { OperationId } from '../validation/openapi-validator';

/** The yaml's paths, as `npm run generate` compiles them (`npm run check:generated` holds them to the yaml). */
const yamlPaths = openApiDocument.paths as Record<string, Record<string, { operationId: string }>>;

function contextWith(validateResponses: boolean): MockContext {
  return {
    db: createDb(),
    now: Date.now,
    scenario: 'default',
    ready: Promise.resolve(),
    validateResponses,
    production: false,
    latencyMs: 0,
    storage: undefined,
  };
}

/** A check-is-log-in that misspells the field the way the yaml does not. */
function misspelledCheck(ctx: MockContext) {
  const operation = defineOperation(ctx, {
    operationId: 'checkIsLoggedIn',
    handle: () => respond({ success: true, payload: { isLoggedIn: true } }),
  });
  return mswHandler(operation, 'http://localhost/api', true);
}

const request = () => new Request('http://localhost/api/admin/check-is-log-in');

describe('an operation of the mock', () => {
  it('throws when its answer breaks the yaml, naming what is wrong', async () => {
    await expect(getResponse([misspelledCheck(contextWith(true))], request())).rejects.toThrow(ContractViolationError);
    await expect(getResponse([misspelledCheck(contextWith(true))], request())).rejects.toThrow(
      "checkIsLoggedIn 200 response.payload must have required property 'isLogedIn'",
    );
  });

  it('lets the answer through when response validation is off', async () => {
    const response = await getResponse([misspelledCheck(contextWith(false))], request());
    expect(await response?.json()).toEqual({ success: true, payload: { isLoggedIn: true } });
  });

  it('saves the data after every answer when it has a storage', async () => {
    const saved: string[] = [];
    const ctx = { ...contextWith(false), storage: { load: () => null, save: (text: string) => saved.push(text) } };
    await getResponse([misspelledCheck(ctx)], request());
    expect(saved).toHaveLength(1);
    expect(JSON.parse(saved[0] ?? '')).toMatchObject({ version: SNAPSHOT_VERSION, collections: { users: [] } });
  });
});

describe('the routes of the operations', () => {
  it("are the yaml's method and path for each operationId, every operation of the yaml and no other", () => {
    const inYaml = Object.entries(yamlPaths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        operationId: operation.operationId,
        method,
        path: path.replace(/\{(\w+)\}/g, ':$1'),
      })),
    );
    const served = createMockApi().operations.map(({ operationId, method, path }) => ({ operationId, method, path }));
    expect(served).toHaveLength(inYaml.length);
    expect(served).toEqual(expect.arrayContaining(inYaml));
  });

  it('refuse an operationId the yaml does not have when the operation is built', () => {
    const define = () =>
      defineOperation(contextWith(true), { operationId: 'noSuchOperation' as OperationId, handle: () => respond({}) });
    expect(define).toThrow('The yaml has no operation noSuchOperation');
  });
});
