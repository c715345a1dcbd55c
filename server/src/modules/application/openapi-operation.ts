// How the OpenAPI document writes one route: its parameters, body, answers and the errors every route shares.
import type { Route } from '@cla/domain/contracts';
import { z } from 'zod';

import { IdParam } from '../../http/id.pipe.js';
import { BODY_LIMITS } from '../../http/schema/body-limits.js';
import { ShareTokenParam } from '../common/share-token.js';
import { type Operation, type Schema, inline, ref, refOf } from './openapi-components.js';

/** The path parameters' schemas: ids and share tokens (anything else is a 404). */
const PATH_PARAMS: Record<string, z.ZodType> = { table: z.string().describe('a table name, see /api/admin/tables'), id: IdParam, userId: IdParam, fileId: IdParam, token: ShareTokenParam };

export const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
export const error = (description: string) => ({ description, ...json(ref('Error')) });

/** The errors every signed-in route may answer. */
const SIGNED_IN_ERRORS = {
  '401': error('nobody is signed in, or an unknown or revoked API key (details.reason: api-key)'),
  '403': error('missing or wrong X-XSRF-TOKEN on a write, an admin changing another user’s resource, or an API key, which this route does not accept (details.reason: api-key-route)'),
};
/**
 * The API rate limit (ApiThrottlerGuard, a global guard): every route, signed in or not, may answer it. A route with
 * a 429 of its own (login, password, calculation queue) lists both reasons.
 */
const API_RATE_LIMITED =
  'RATE_LIMITED: over API_RATE_LIMIT requests per minute for this user (per client address when anonymous); Retry-After and details.retryAfterSeconds say when to try again';
/** The upload quota (UPLOAD_QUOTA_MB) and the 20 MB file limit, on the two upload routes. */
export const UPLOAD_TOO_LARGE = error(
  'PAYLOAD_TOO_LARGE: a file over 20 MB, or an upload that would take the user past UPLOAD_QUOTA_MB (details.quotaBytes, details.usedBytes)',
);
/** Every JSON body is held to JSON_BODY_LIMIT_KB by the body parser, before the route. */
const BODY_TOO_LARGE = error('PAYLOAD_TOO_LARGE: a JSON body over JSON_BODY_LIMIT_KB (default 1 MB; details.limitBytes)');
export const NOT_FOUND = { '404': error('unknown id, or another user’s (never revealed)') };
export const BAD_INPUT = {
  '400': error(
    `bad input: details.issues names every field. Every body is first held to the body limits (depth ${BODY_LIMITS.maxDepth}, arrays of ${BODY_LIMITS.maxArrayLength}, strings of ${BODY_LIMITS.maxStringLength} characters, objects of ${BODY_LIMITS.maxKeys} keys, no NUL, no __proto__/constructor/prototype keys, finite numbers only), then to its schema (unknown fields refused)`,
  ),
};

/**
 * One route as written here: what its route table entry (`ROUTES` of `@cla/domain/contracts`) cannot say. A route of
 * the table takes its body, query and answer from it; `body`, `query` and `ok`'s schema are only for the routes
 * outside it.
 */
export interface Op {
  summary: string;
  tag: string;
  body?: Schema | 'multipart';
  ok: [status: string, description: string, schema?: Schema];
  errors?: Record<string, unknown>;
  public?: boolean;
  params?: readonly string[];
  /** The query's schema (a zod object): each property is a parameter. */
  query?: z.ZodObject;
  /** Open to API keys (`@ApiKeyAllowed()`): `Authorization: Bearer` as well as the session. */
  apiKey?: boolean;
  /** Optional request headers: name → schema (its description says what it does). */
  headers?: Record<string, z.ZodType>;
  /** Headers of the success answer: name → description. */
  okHeaders?: Record<string, string>;
}

/** The API key's own limit and failures, on the routes open to keys. */
const API_KEY_RATE_LIMITED =
  'RATE_LIMITED with an API key: over API_KEY_RATE_LIMIT requests per minute for this key; Retry-After and details.retryAfterSeconds say when to try again';
const API_KEY_ERRORS = {
  '401': error('nobody is signed in, or the API key is unknown or revoked (details.reason: api-key)'),
  '403': error('missing or wrong X-XSRF-TOKEN on a write with the session cookie (none is needed with an API key)'),
};

/** The 429 of a route: the API rate limit, after the route's own reason when it has one. */
function rateLimited(own: unknown): unknown {
  const reason = (own as { description?: string } | undefined)?.description;
  return error(reason === undefined ? API_RATE_LIMITED : `${reason}; or ${API_RATE_LIMITED}`);
}

/** `op` with the body, query and answer of its route table entry `route` (named `key`), when it has one. */
export function withRoute(key: string, op: Op, route: Route | undefined): Op {
  if (route === undefined) return op;
  if (op.body !== undefined || op.query !== undefined || op.ok[2] !== undefined) {
    throw new Error(`${key}: its body, query and answer come from the route table, not from its operation`);
  }
  const [status, description] = op.ok;
  return {
    ...op,
    ...(route.multipart === true ? { body: 'multipart' } : route.body === undefined ? {} : { body: refOf(route.body) }),
    ...(route.query === undefined ? {} : { query: route.query as z.ZodObject }),
    ok: route.answer === undefined ? [status, description] : [status, description, refOf(route.answer)],
  };
}

export function operation(op: Op): Operation {
  const [status, description, schema] = op.ok;
  const headers = op.okHeaders === undefined ? {} : { headers: Object.fromEntries(Object.entries(op.okHeaders).map(([name, text]) => [name, { description: text, schema: { type: 'string' } }])) };
  const responses: Record<string, unknown> = { [status]: schema === undefined ? { description, ...headers } : { description, ...headers, ...json(schema) } };
  const out: Operation = {
    tags: [op.tag],
    summary: op.summary,
    responses: {
      ...responses,
      ...(op.public === true ? {} : op.apiKey === true ? API_KEY_ERRORS : SIGNED_IN_ERRORS),
      ...op.errors,
      '429': op.apiKey === true ? rateLimited({ description: [(op.errors?.['429'] as { description?: string } | undefined)?.description, API_KEY_RATE_LIMITED].filter(Boolean).join('; or ') }) : rateLimited(op.errors?.['429']),
    },
    ...(op.public === true ? { security: [] } : op.apiKey === true ? { security: [{ session: [] }, { bearer: [] }] } : {}),
  };
  const query = op.query === undefined ? undefined : (inline(op.query) as { properties: Record<string, Schema>; required?: string[] });
  const parameters = [
    ...(op.params ?? []).map((param) => ({ name: param, in: 'path', required: true, schema: inline(PATH_PARAMS[param] ?? IdParam) })),
    ...Object.entries(query?.properties ?? {}).map(([param, { description: text, ...schema }]) => ({
      name: param,
      in: 'query',
      required: query?.required?.includes(param) ?? false,
      ...(text === undefined ? {} : { description: text }),
      schema,
    })),
    ...Object.entries(op.headers ?? {}).map(([name, header]) => {
      const { description: text, ...schema } = inline(header) as Schema & { description?: string };
      return { name, in: 'header', required: false, ...(text === undefined ? {} : { description: text }), schema };
    }),
  ];
  if (parameters.length > 0) {
    out['parameters'] = parameters;
  }
  if (op.body === 'multipart') {
    out['requestBody'] = { required: true, content: { 'multipart/form-data': { schema: ref('Upload') } } };
  } else if (op.body !== undefined) {
    out['requestBody'] = { required: true, ...json(op.body) };
    out['responses'] = { ...(out['responses'] as Record<string, unknown>), '413': op.errors?.['413'] ?? BODY_TOO_LARGE };
  }
  return out;
}
