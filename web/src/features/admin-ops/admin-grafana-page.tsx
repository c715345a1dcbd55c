// The admin's monitoring page: the link to the configured Grafana, or how to have Prometheus scrape the server's metrics.
import type { ReactNode } from 'react';
import { FormAlert } from '../../components/form.tsx';
import { useIntl } from '../../lib/intl.tsx';
import styles from './admin-ops.module.css';
import { useRouteData } from '../../lib/use-route-data.ts';

/** `/admin/grafana`: the link to the configured Grafana, or how to scrape `/metrics`. */
export function AdminGrafanaPage(): ReactNode {
  const intl = useIntl();
  const { data, error } = useRouteData('GET /api/admin/monitoring');
  return (
    <div className={styles.page}>
      <h1>{intl.formatMessage({ id: 'adminOps.grafana.title' })}</h1>
      {error && <FormAlert>{error}</FormAlert>}
      {data?.grafanaUrl && (
        <p>
          <a href={data.grafanaUrl} target="_blank" rel="noreferrer">
            {intl.formatMessage({ id: 'adminOps.grafana.open' })}
          </a>
        </p>
      )}
      {data && (
        <section className={styles.card}>
          <h2 id="grafana-metrics-title">{intl.formatMessage({ id: 'adminOps.grafana.metrics' })}</h2>
          <p>{intl.formatMessage({ id: data.metricsEnabled ? 'adminOps.grafana.metricsOn' : 'adminOps.grafana.metricsOff' })}</p>
          {/* scrolls sideways on a phone (focusable, for the arrow keys), not the page */}
          <pre className={styles.snippet} role="group" tabIndex={0} aria-labelledby="grafana-metrics-title">{'scrape_configs:\n  - job_name: cla\n    authorization: { credentials: <METRICS_TOKEN> }\n    metrics_path: /metrics\n    static_configs: [{ targets: [\'host:3000\'] }]'}</pre>
          {!data.grafanaUrl && <p>{intl.formatMessage({ id: 'adminOps.grafana.noUrl' })}</p>}
        </section>
      )}
    </div>
  );
}
