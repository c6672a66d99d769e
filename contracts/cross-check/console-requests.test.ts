import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isRecord } from '@crm/api-client';
import { pactInteractions, specOperations } from '../traceability/trace';

/*
 * Every request body the console can send must be one the pact exercises: a provider that
 * rejected a shape no interaction carries would still pass verification. The shapes are read
 * from the console's own calls, by TypeScript's checker: each call of a method of the
 * `AdminApiClient` in apps/console/src, the type of the body it passes (a union, or optional
 * fields, gives several key sets; a `boolean` field both values).
 */

/** A body the console can send: its keys, and the boolean values it can give each boolean field. */
interface Shape {
  keys: string;
  booleans: Record<string, boolean[]>;
}

const consoleDir = fileURLToPath(new URL('../../apps/console', import.meta.url));

function consoleCalls(): { method: string; where: string; shapes: Shape[] }[] {
  const { config } = ts.readConfigFile(`${consoleDir}/tsconfig.json`, (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, consoleDir);
  const sources = parsed.fileNames.filter((file) => file.includes('/src/') && !/\.(test|spec)\.tsx?$/.test(file));
  const program = ts.createProgram(sources, { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  const calls: { method: string; where: string; shapes: Shape[] }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.arguments.length > 0) {
      const receiver = checker.getTypeAtLocation(node.expression.expression);
      const [body] = node.arguments;
      if (receiver.getSymbol()?.getName() === 'AdminApiClient' && body) {
        const { line } = node.getSourceFile().getLineAndCharacterOfPosition(node.getStart());
        calls.push({
          method: node.expression.name.text,
          where: `${node.getSourceFile().fileName.slice(consoleDir.length + 1)}:${line + 1}`,
          shapes: shapesOf(checker, checker.getTypeAtLocation(body), body),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  for (const file of program.getSourceFiles()) if (sources.includes(file.fileName)) visit(file);
  return calls;
}

function shapesOf(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): Shape[] {
  if (type.isUnion() && !(type.flags & ts.TypeFlags.Boolean)) {
    return type.types.flatMap((member) => shapesOf(checker, member, at));
  }
  const properties = checker.getPropertiesOfType(type);
  const booleans: Record<string, boolean[]> = {};
  for (const property of properties) {
    const valueType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(property, at));
    const values = valueType.isUnion() ? valueType.types : [valueType];
    const names = values.map((value) => checker.typeToString(value));
    if (names.every((name) => name === 'true' || name === 'false')) {
      booleans[property.name] = [true, false].filter((value) => names.includes(value ? 'true' : 'false'));
    }
  }
  const required = properties.filter((property) => !(property.flags & ts.SymbolFlags.Optional)).map((p) => p.name);
  const optional = properties.filter((property) => property.flags & ts.SymbolFlags.Optional).map((p) => p.name);
  // Every subset of the optional fields may be sent.
  const subsets = optional.reduce<string[][]>((all, name) => [...all, ...all.map((set) => [...set, name])], [[]]);
  return subsets.map((extra) => ({ keys: [...required, ...extra].sort().join(','), booleans }));
}

/** The pact's request bodies by operationId (the client's method names are the yaml's operationIds). */
function pactBodies(): Map<string, Record<string, unknown>[]> {
  const operations = specOperations();
  const bodies = new Map<string, Record<string, unknown>[]>();
  for (const { request } of pactInteractions()) {
    const operation = operations.find(({ method, matches }) => method === request.method && matches(request.path));
    const content = request.body?.content;
    if (operation && isRecord(content)) bodies.set(operation.id, [...(bodies.get(operation.id) ?? []), content]);
  }
  return bodies;
}

const withBody = new Set(
  specOperations()
    .filter((operation) => operation.hasBody)
    .map(({ id }) => id),
);
const calls = consoleCalls().filter((call) => withBody.has(call.method));
const pact = pactBodies();

describe("the console's request bodies", () => {
  it('are found at every call of the client that sends a body', () => {
    expect(new Set(calls.map((call) => call.method))).toEqual(
      new Set(['login', 'verifyAuthentication', 'resetPassword', 'resetClientPassword', 'forgotPassword']),
    );
  });

  it.each(calls)('$method at $where: every shape is in the pact', (call) => {
    const bodies = pact.get(call.method) ?? [];
    const keySets = new Set(bodies.map((body) => Object.keys(body).sort().join(',')));
    const missing: string[] = [];
    for (const shape of call.shapes) {
      if (!keySets.has(shape.keys)) missing.push(`no interaction sends exactly {${shape.keys}}`);
      for (const [field, values] of Object.entries(shape.booleans)) {
        for (const value of values) {
          if (!bodies.some((body) => body[field] === value)) missing.push(`no interaction sends ${field}: ${value}`);
        }
      }
    }

    expect([...new Set(missing)]).toEqual([]);
  });
});
