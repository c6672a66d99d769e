import { API_ROOT } from '@crm/api-client';
import { CONTROL_PREFIX, controlMethods } from './control';
import { openApiDocument } from '../generated/openapi-document';

export const API_PREFIX = `${API_ROOT}/`;
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface ApiPath {
  pattern: RegExp;
  methods: string[];
}

/** The yaml's paths as patterns: a `{parameter}` is one non-empty path segment. */
const API_PATHS: ApiPath[] = Object.entries(openApiDocument.paths as Record<string, Record<string, unknown>>).map(
  ([path, item]) => ({
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    methods: Object.keys(item)
      .filter((key) => HTTP_METHODS.includes(key))
      .map((method) => method.toUpperCase()),
  }),
);

/**
 * The methods a path answers, OPTIONS (the CORS preflight) included; undefined for a path that
 * does not exist, which is a 404 whatever the method.
 */
export function allowedMethods(pathname: string): string[] | undefined {
  let methods: string[] | undefined;
  if (pathname.startsWith(CONTROL_PREFIX)) methods = controlMethods(pathname);
  else if (pathname.startsWith(API_PREFIX)) {
    const path = pathname.slice(API_PREFIX.length - 1);
    methods = API_PATHS.find((candidate) => candidate.pattern.test(path))?.methods;
  }
  return methods && [...methods, 'OPTIONS'];
}
