// The admin's statistics page: simulations per day and method, registrations per week and the engine's median time.
import { useState, type ReactNode } from 'react';
import { FormAlert, SelectField } from '../../components/form.tsx';
import { Chart } from '../../lib/chart.tsx';
import { useIntl, type MessageId } from '../../lib/intl.tsx';
import styles from './admin-ops.module.css';
import { useRouteData } from '../../lib/use-route-data.ts';
import { calendarLabels, countAxis, hasRegistrations, hasSimulations } from './statistics-model.ts';

const RANGES = ['7', '30', '90', '365'] as const;

/** The margins of the statistics charts. */
const MARGIN = { t: 16, r: 16, b: 48, l: 48 };

/** `/admin/statistics`: simulations per day and method, registrations per week, the engine's median time. */
export function AdminStatisticsPage(): ReactNode {
  const intl = useIntl();
  const [days, setDays] = useState<string>('30');
  const { data, error } = useRouteData('GET /api/admin/statistics', { query: { days } });
  const dayAxis = data ? calendarLabels(intl, data.simulationsPerDay.map((day) => day.day)) : [];
  const method = (name: string): string => (`method.${name}` in intl.messages ? intl.formatMessage({ id: `method.${name}` as MessageId }) : name);
  const simulated = data !== undefined && hasSimulations(data);
  const noSimulation = <p>{intl.formatMessage({ id: 'adminOps.statistics.noMedian' })}</p>;
  return (
    <div className={styles.page}>
      <h1>{intl.formatMessage({ id: 'adminOps.statistics.title' })}</h1>
      <SelectField
        label={intl.formatMessage({ id: 'adminOps.statistics.range' })}
        value={days}
        options={RANGES.map((value) => ({ value, label: intl.formatMessage({ id: 'adminOps.statistics.days' }, { days: Number(value) }) }))}
        onChange={setDays}
      />
      {error && <FormAlert>{error}</FormAlert>}
      {data && (
        <>
          <p>
            {data.medianDurationMs === null
              ? intl.formatMessage({ id: 'adminOps.statistics.noMedian' })
              : intl.formatMessage({ id: 'adminOps.statistics.median' }, { ms: intl.formatNumber(data.medianDurationMs, { maximumFractionDigits: 1 }) })}
          </p>
          <section className={styles.card}>
            <h2>{intl.formatMessage({ id: 'adminOps.statistics.perDay' })}</h2>
            {simulated ? (
              <Chart
                label={intl.formatMessage({ id: 'adminOps.statistics.perDay' })}
                data={[
                  ...data.methods.map((name) => ({
                    type: 'bar' as const,
                    name: method(name),
                    x: dayAxis,
                    y: data.simulationsPerDay.map((day) => day.byMethod[name] ?? 0),
                  })),
                  {
                    type: 'scatter' as const,
                    mode: 'lines+markers' as const,
                    name: intl.formatMessage({ id: 'adminOps.statistics.failed' }),
                    x: dayAxis,
                    y: data.simulationsPerDay.map((day) => day.failed),
                  },
                ]}
                layout={{ barmode: 'stack', margin: MARGIN, xaxis: { type: 'category' }, yaxis: countAxis(data.simulationsPerDay.map((day) => Math.max(day.total, day.failed))) }}
              />
            ) : (
              noSimulation
            )}
          </section>
          <section className={styles.card}>
            <h2>{intl.formatMessage({ id: 'adminOps.statistics.perMethod' })}</h2>
            {simulated ? (
              <Chart
                label={intl.formatMessage({ id: 'adminOps.statistics.perMethod' })}
                data={[{ type: 'bar', x: data.methods.map(method), y: data.methods.map((name) => data.simulationsPerMethod[name] ?? 0) }]}
                layout={{ margin: MARGIN, xaxis: { type: 'category' }, yaxis: countAxis(data.methods.map((name) => data.simulationsPerMethod[name] ?? 0)) }}
              />
            ) : (
              noSimulation
            )}
          </section>
          <section className={styles.card}>
            <h2>{intl.formatMessage({ id: 'adminOps.statistics.registrations' })}</h2>
            {hasRegistrations(data) ? (
              <Chart
                label={intl.formatMessage({ id: 'adminOps.statistics.registrations' })}
                data={[{ type: 'bar', x: calendarLabels(intl, data.registrationsPerWeek.map((week) => week.week)), y: data.registrationsPerWeek.map((week) => week.count) }]}
                layout={{ margin: MARGIN, xaxis: { type: 'category', title: { text: intl.formatMessage({ id: 'adminOps.statistics.weekAxis' }) } }, yaxis: countAxis(data.registrationsPerWeek.map((week) => week.count)) }}
              />
            ) : (
              <p>{intl.formatMessage({ id: 'adminOps.statistics.noRegistrations' })}</p>
            )}
          </section>
          <section className={styles.card}>
            <h2>{intl.formatMessage({ id: 'adminOps.statistics.medianPerDay' })}</h2>
            {simulated ? (
              <Chart
                label={intl.formatMessage({ id: 'adminOps.statistics.medianPerDay' })}
                data={[
                  {
                    type: 'scatter',
                    mode: 'lines+markers',
                    connectgaps: false,
                    x: dayAxis,
                    y: data.simulationsPerDay.map((day) => day.medianDurationMs),
                  },
                ]}
                layout={{ margin: { ...MARGIN, l: 56 }, xaxis: { type: 'category' }, yaxis: { title: { text: 'ms' }, rangemode: 'tozero' } }}
              />
            ) : (
              noSimulation
            )}
          </section>
        </>
      )}
    </div>
  );
}
