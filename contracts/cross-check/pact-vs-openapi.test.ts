import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SwaggerMockValidatorFactory, type ValidationResult } from '@pactflow/swagger-mock-validator';
import { parse } from 'yaml';
import { OPENAPI_FILE, PACT_FILE } from '../names';

/*
 * Bi-directional check: every interaction of the pact against openapi/admin-api.yaml, with
 * PactFlow's swagger-mock-validator (the engine of PactFlow's own bi-directional contracts).
 *
 * The validator ignores `servers` and reads the yaml's paths as they are (`/admin/login`). The
 * pact's paths are relative to the same API root, since the verifier is pointed at
 * `<provider>/api`; so the two compare directly, provided no pact path carries the servers'
 * prefix itself. That premise is checked first, and the guard test proves the validator would
 * reject a prefixed path rather than ignore it.
 */

interface PactInteraction {
  description: string;
  request: { method: string; path: string };
}

const validator = SwaggerMockValidatorFactory.create();
const scratch = mkdtempSync(join(tmpdir(), 'crm-cross-check-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function validate(pactFile: string) {
  const outcome = await validator.validate({ specPathOrUrl: OPENAPI_FILE, mockPathOrUrl: pactFile });
  const format = (result: ValidationResult) =>
    `${result.code} in "${result.mockDetails?.interactionDescription ?? '?'}": ${result.message}`;
  return { errors: outcome.errors.map(format), warnings: outcome.warnings.map(format) };
}

function readPact(): { interactions: PactInteraction[] } {
  return JSON.parse(readFileSync(PACT_FILE, 'utf8'));
}

function serversPath(): string {
  const spec = parse(readFileSync(OPENAPI_FILE, 'utf8')) as { servers?: { url: string }[] };
  const paths = new Set((spec.servers ?? []).map((server) => new URL(server.url, 'http://host').pathname));
  expect([...paths], 'every server of the yaml shares one API root path').toHaveLength(1);
  return [...paths][0]!.replace(/\/$/, '');
}

describe('the pact against openapi/admin-api.yaml', () => {
  it('uses paths relative to the servers root, as the verifier expects', () => {
    const root = serversPath();
    expect(root).toBe('/api');
    const prefixed = readPact().interactions.filter(({ request }) => request.path.startsWith(`${root}/`));
    expect(prefixed.map(({ description }) => description)).toEqual([]);
  });

  it('has no incompatibility: 0 errors and 0 warnings', async () => {
    const { errors, warnings } = await validate(PACT_FILE);

    expect(errors).toEqual([]);
    // Every warning the validator can give (an unknown header, query, content type or body, a
    // status only covered by `default`) names something the console does that the yaml does not
    // describe, so the backend would not know to honour it: each one fails the check.
    expect(warnings).toEqual([]);
  });

  it('would catch a path carrying the servers prefix (the validator does not strip it)', async () => {
    const pact = readPact();
    const [first] = pact.interactions;
    first!.request.path = `${serversPath()}${first!.request.path}`;
    const file = join(scratch, 'prefixed-pact.json');
    writeFileSync(file, JSON.stringify(pact));

    const { errors } = await validate(file);

    expect(errors).toEqual([expect.stringMatching(/^request\.path-or-method\.unknown/)]);
  });
});
