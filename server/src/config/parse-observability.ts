// Parses METRICS_TOKEN and GRAFANA_URL of the configuration.
import type { ObservabilityConfig } from './app-config.js';

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
  const grafana = read('GRAFANA_URL') ?? '';
  if (grafana !== '') {
    let url: URL | undefined;
    try {
      url = new URL(grafana);
    } catch {
      url = undefined;
    }
    if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      ok = false;
      fail('GRAFANA_URL', `must be an http:// or https:// URL (got ${JSON.stringify(grafana)})`);
    }
  }
  return ok ? { metricsToken: token, grafanaUrl: grafana.replace(/\/+$/, '') } : undefined;
}
