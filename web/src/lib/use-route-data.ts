// Loads a GET route of the API's route table for a page: its path, query and answer typed by @cla/domain/contracts.
import type { RouteAnswer, RouteKey } from '@cla/domain/contracts';

import { type RouteArgs, routePath } from './api-routes.ts';
import { type ApiData, useApiData } from './use-api-data.ts';

/** A GET route of the table. */
export type GetRouteKey = Extract<RouteKey, `GET ${string}`>;

/** Its path parameters and query (optional when it has neither). */
type GetArgs<K extends GetRouteKey> = Pick<RouteArgs<K>, 'params' | 'query'>;

/**
 * {@link useApiData} of a GET route of the table (`useRouteData('GET /api/admin/statistics', { query: { days } })`):
 * loaded again whenever its path or query changes.
 */
export function useRouteData<K extends GetRouteKey>(route: K, ...[args]: object extends GetArgs<K> ? [args?: GetArgs<K>] : [args: GetArgs<K>]): ApiData<RouteAnswer<K>> {
  const { params, query } = (args ?? {}) as { params?: Record<string, string>; query?: Record<string, unknown> };
  return useApiData<RouteAnswer<K>>(routePath(route, params, query));
}
