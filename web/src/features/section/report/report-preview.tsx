// The section's report as a printable web page: the same parts as the PDF, one part per page, with its charts.
import type { ReactNode } from 'react';
import type { ReportModel, ReportPart, ReportTable } from './report-model.ts';
import { ReportChartSvg } from './report-chart-svg.tsx';
import styles from './report-page.module.css';

/** A table under its caption; `titled` false when the part's heading already says it (the caption then for screen readers only). */
function Table({ table, titled = true }: { table: ReportTable; titled?: boolean }): ReactNode {
  return (
    <table className={styles.table}>
      <caption className={titled ? undefined : styles.hiddenCaption}>{table.title}</caption>
      <thead>
        <tr>
          {table.head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, column) => (
              <td key={column}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The report as a web page: the same model as the PDF, one part per printed page (print CSS hides the
 * application around it), with the live result standing in for the server's; the charts (and the plan view when
 * the route is solved) as inline SVG.
 */
export function ReportPreview({ model, parts }: { model: ReportModel; parts: readonly ReportPart[] }): ReactNode {
  return (
    <article className={styles.preview} aria-label={model.title}>
      <header className={styles.part}>
        <p className={styles.product}>{model.subtitle}</p>
        <h2>{model.title}</h2>
        <dl className={styles.block}>
          {model.titleBlock.map(([key, value]) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </header>
      {parts.includes('parameters') && (
        <section className={styles.part}>
          <h3>{model.headings.parameters}</h3>
          {model.parameters.map((table) => (
            <Table key={table.title} table={table} />
          ))}
        </section>
      )}
      {parts.includes('trajectory') && model.trajectory && (
        <section className={styles.part}>
          <h3>{model.headings.trajectory}</h3>
          <Table table={model.trajectory} />
        </section>
      )}
      {parts.includes('results') && model.results && (
        <section className={styles.part}>
          <h3>{model.headings.results}</h3>
          <dl className={styles.block}>
            {[...model.results.figures, ...(model.results.limitedBy ? [model.results.limitedBy] : [])].map(([key, value], index, rows) => (
              // the status and the limit rows green, amber or red as in the editor
              <div key={key} data-status={(index === 0 || (model.results?.limitedBy && index === rows.length - 1)) && model.results?.tone ? model.results.tone : undefined}>
                <dt>{key}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p>{model.results.explanation}</p>
          <ul>
            {model.results.messages.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
          <Table table={model.results.assumptions} />
          <Table table={model.results.friction} />
          {model.results.bends && <Table table={model.results.bends} />}
        </section>
      )}
      {parts.includes('bom') && model.bom && (
        <section className={styles.part}>
          <h3>{model.headings.bom}</h3>
          <Table table={model.bom} titled={false} />
        </section>
      )}
      {parts.includes('charts') && (model.charts.length > 0 || model.plan) && (
        <section className={styles.part}>
          <h3>{model.headings.charts}</h3>
          <div className={styles.charts}>
            {model.plan && <ReportChartSvg series={model.plan} plan />}
            {model.charts.map((series, index) => (
              <ReportChartSvg key={index} series={series} />
            ))}
          </div>
        </section>
      )}
      {parts.includes('studies') && model.studies.length > 0 && (
        <section className={styles.part}>
          <h3>{model.headings.studies}</h3>
          {model.studies.map((table) => (
            <Table key={table.title} table={table} />
          ))}
        </section>
      )}
    </article>
  );
}
