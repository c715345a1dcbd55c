// The typed calls of the API's route table: bodies, queries and answers typed by @cla/domain/contracts.
import type { RouteAnswer, RouteBody, RouteKey, RouteParams, RouteQuery } from '@cla/domain/contracts';

import { type ApiClient, apiClient, type ApiRequestOptions } from './api-client.ts';

/**
 * Types only: the route table's schemas stay on the server (which validates every body) and out of the bundle; the
 * web takes from them what a call sends and what it answers, so a changed contract fails typecheck here.
 */

/** What a call of route `K` takes besides its key: its path parameters, query and body where it has them. */
export type RouteArgs<K extends RouteKey> = ([keyof RouteParams<K>] extends [never] ? { params?: never } : { params: RouteParams<K> }) &
  ([RouteQuery<K>] extends [never] ? { query?: never } : { query?: RouteQuery<K> }) &
  ([RouteBody<K>] extends [never] ? { body?: never } : { body: RouteBody<K> }) &
  Omit<ApiRequestOptions<RouteAnswer<K>>, 'method' | 'body'>;

/** The arguments of {@link callRoute}: optional when the route needs neither parameters nor a body. */
type ArgsOf<K extends RouteKey> = object extends RouteArgs<K> ? [args?: RouteArgs<K>] : [args: RouteArgs<K>];

/** The path of `route` with its parameters filled in (each URI-encoded) and its query appended (absent values left out). */
export function routePath(route: RouteKey, params: Readonly<Record<string, string>> = {}, query: Readonly<Record<string, unknown>> = {}): string {
  const template = route.slice(route.indexOf(' ') + 1);
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route}: no ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.append(name, String(value));
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

/**
 * Calls a route of the table (`callRoute('PATCH /api/project2/{id}', { params: { id }, body })`) through `client`:
 * the body must be the route's, the answer is typed as the route's. @throws {ApiError}
 */
export function callRouteWith<K extends RouteKey>(client: ApiClient, route: K, ...[args]: ArgsOf<K>): Promise<RouteAnswer<K>> {
  const { params, query, body, ...options } = (args ?? {}) as { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown } & Omit<ApiRequestOptions<RouteAnswer<K>>, 'method' | 'body'>;
  const method = route.slice(0, route.indexOf(' ')) as NonNullable<ApiRequestOptions<unknown>['method']>;
  return client.request<RouteAnswer<K>>(routePath(route, params, query), body === undefined ? { ...options, method } : { ...options, method, body });
}

/** {@link callRouteWith} the app's client. */
export function callRoute<K extends RouteKey>(route: K, ...args: ArgsOf<K>): Promise<RouteAnswer<K>> {
  return callRouteWith(apiClient, route, ...args);
}
