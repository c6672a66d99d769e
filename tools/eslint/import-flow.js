// A small ESLint rule that keeps imports flowing one way inside the console (docs/architecture.md):
//   lib, components -> features -> app. A feature never imports another feature or the app; lib
//   and the shared components import no feature and no app; packages never import the console.
//   Paths are resolved, so relative imports (`../../password/x`) are caught as surely as alias
//   imports (`@/features/password`).
import path from 'node:path';

const consoleSrc = path.resolve(import.meta.dirname, '../../apps/console/src');
const packagesDir = path.resolve(import.meta.dirname, '../../packages');

/** The zone of a file: { kind: 'lib' | 'feature' | 'app' | 'testing' | 'root', name? } or null. */
function zoneOf(file) {
  const rel = path.relative(consoleSrc, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, second] = rel.split(path.sep);
  if (top === 'features') return { kind: 'feature', name: second };
  if (['lib', 'components', 'app', 'testing', 'e2e'].includes(top)) return { kind: top };
  return { kind: 'root' };
}

function resolveTarget(specifier, fromFile) {
  if (specifier.startsWith('@/')) return path.join(consoleSrc, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

function violation(from, to, isTest) {
  if (!to) return null;
  if (to.kind === 'testing' && !isTest && from.kind !== 'testing' && from.kind !== 'e2e') {
    return 'only tests import the testing helpers';
  }
  if ((from.kind === 'lib' || from.kind === 'components') && (to.kind === 'feature' || to.kind === 'app')) {
    return `${from.kind}/ must not import features or the app`;
  }
  if (from.kind === 'feature') {
    if (to.kind === 'app') return 'a feature must not import the app';
    if (to.kind === 'feature' && to.name !== from.name) {
      return `feature "${from.name}" must not import feature "${to.name}"; compose them in app/`;
    }
  }
  return null;
}

export const importFlowRule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Keep imports flowing lib -> features -> app' } },
  create(context) {
    const file = context.filename;
    const isTest = /\.test\.(ts|tsx)$/.test(file);
    const inPackages = !path.relative(packagesDir, file).startsWith('..');
    const from = zoneOf(file);
    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const target = resolveTarget(specifier, file);
      if (inPackages) {
        if (specifier.startsWith('@crm/console') || (target && zoneOf(target))) {
          context.report({ node, message: 'packages must not import the console' });
        }
        return;
      }
      if (!from || !target) return;
      const reason = violation(from, zoneOf(target), isTest);
      if (reason) context.report({ node, message: `Import flow: ${reason}.` });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'import-flow': importFlowRule } };
