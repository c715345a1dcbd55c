// The monitoring settings: the token of GET /metrics and the Grafana the admin area links.
import type { ObservabilityConfig } from './app-config.js';
import { parseHttpUrl } from './parse-url.js';

type Read = (key: 'METRICS_TOKEN' | 'GRAFANA_URL') => string | undefined;
type Fail = (key: 'METRICS_TOKEN' | 'GRAFANA_URL', problem: string) => undefined;

/** The shortest `METRICS_TOKEN` accepted: a guessable token would open the metrics to anyone. */
export const MIN_METRICS_TOKEN_LENGTH = 16;

/** `METRICS_TOKEN` (unset: no `/metrics`) and `GRAFANA_URL` (unset: the admin's Grafana page explains `/metrics`). */
export function parseObservability(read: Read, fail: Fail): ObservabilityConfig | undefined {
  let ok = true;
  const token = read('METRICS_TOKEN') ?? '';
  if (token !== '' && (token.length < MIN_METRICS_TOKEN_LENGTH || token.length > 200 || !/^[\x21-\x7e]+$/.test(token))) {
    // The value is a secret: never repeated.
    ok = false;
    fail('METRICS_TOKEN', `must be ${MIN_METRICS_TOKEN_LENGTH}–200 printable characters without spaces, e.g. the output of: openssl rand -hex 32`);
  }
  const grafanaUrl = parseHttpUrl(read('GRAFANA_URL'), 'GRAFANA_URL', fail);
  return ok && grafanaUrl !== undefined ? { metricsToken: token, grafanaUrl } : undefined;
}
