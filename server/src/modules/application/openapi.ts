// The OpenAPI 3.1 document of the HTTP API, generated from the zod schemas.
import { ROUTES, type Route } from '@cla/domain/contracts';

import { ADMIN_OPS_PATHS } from './openapi-admin-paths.js';
import { componentSchemas } from './openapi-components.js';
import { type Op, operation, withRoute } from './openapi-operation.js';
import { PATHS, STUDY_PATHS } from './openapi-paths.js';

/**
 * The OpenAPI 3.1 document of the HTTP API, generated from the zod schemas: the request schemas are the very
 * ones the pipes validate with (`SchemaPipe`, `ParamPipe`), the answers' shapes the contracts' (`@cla/domain/contracts`).
 * What is written here is only what a schema cannot say: each route's summary, statuses and errors; a route of the
 * route table (`ROUTES`) takes its body, query and answer from it, the others name them by hand. A test checks that
 * every route Nest registers is described here, and nothing else. Builds the document (a fresh object each time).
 */
export function openApiDocument(version: string): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cable Laying Analyzer API',
      version,
      description:
        'JSON over HTTP. Sign in with POST /api/login: the session travels in the HttpOnly cookie cla_session; every POST, PUT, PATCH and DELETE with that cookie must send the XSRF-TOKEN cookie back in X-XSRF-TOKEN. Errors are { statusCode, code, message, details }. Another user’s resources answer 404; admins may read them (403 on changes). Dates are ISO 8601 UTC; numbers in base units. TypeScript shapes: @cla/domain/api. Scripts may use an API key instead (create one with POST /api/api-keys while signed in): Authorization: Bearer <key> opens POST /simulator/calculate and the GET routes of projects and sections (those listing the bearer scheme), without cookies or X-XSRF-TOKEN, as the key’s owner; any other route answers 403 with details.reason api-key-route.',
    },
    servers: [{ url: '/' }],
    security: [{ session: [] }],
    tags: ['application', 'accounts', 'api keys', 'admin', 'folders', 'projects', 'sections', 'legacy projects', 'presets', 'simulation', 'studies'].map((tag) => ({ name: tag })),
    paths: Object.fromEntries(Object.entries({ ...PATHS, ...STUDY_PATHS, ...ADMIN_OPS_PATHS }).map(([path, methods]) => [path, Object.fromEntries(Object.entries(methods).map(([method, op]) => [method, operation(tabled(method, path, op))]))])),
    components: {
      schemas: componentSchemas(),
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'cla_session', description: 'set by /api/login and /api/register; writes also need the X-XSRF-TOKEN header' },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: `an API key (cla_…) from POST /api/api-keys, on the routes that list this scheme only; API_KEY_RATE_LIMIT requests per minute per key`,
        },
      },
    },
  };
}

/** `op` of `method path`, its schemas from the route table when the route is there. */
function tabled(method: string, path: string, op: Op): Op {
  const key = `${method.toUpperCase()} ${path}`;
  return withRoute(key, op, (ROUTES as Readonly<Record<string, Route>>)[key]);
}

export { COMPONENTS } from './openapi-components.js';
