// Developers' pages to check the unit input rules, the unit tables of every system and a generated long trajectory.
import { computeTrajectory, UNIT_CATEGORIES, UNIT_SYSTEMS, UNIT_TABLES, type SectionTrajectoryRow } from '@cla/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { ChoiceField } from '../../components/fields/choice-field.tsx';
import { UnitField } from '../../components/fields/unit-field.tsx';
import { useIntl } from '../../lib/intl.tsx';
import { useFormatQuantity } from '../../lib/units.ts';
import styles from './chart-test-page.module.css';

/** Developer page `/test/unit-input`: the unit input's rules (docs/product.md#validation) on fields of several kinds, with the stored base value. */
export function UnitInputTestPage(): ReactNode {
  const intl = useIntl();
  const [values, setValues] = useState<Record<string, number | null>>({ 'cable.outerDiameter': 12.5, 'settings.pullingForce': 2500, 'cable.count': 3, 'trajectory.rows.0.slope': -4 });
  const [choice, setChoice] = useState<string | null>(null);
  return (
    <section className={styles.page}>
      <h1>{intl.formatMessage({ id: 'devTests.units.title' })}</h1>
      <p>{intl.formatMessage({ id: 'devTests.units.intro' })}</p>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {Object.keys(values).map((path) => (
          <div key={path}>
            <UnitField path={path} label={intl.formatMessage({ id: `field.${path.replace(/\.\d+(?=\.|$)/g, '')}` as never })} value={values[path]} onChange={(value) => setValues((current) => ({ ...current, [path]: value }))} />
            <p>
              <code>{`${path} = ${values[path] === null ? 'null' : String(values[path])}`}</code>
            </p>
          </div>
        ))}
        <ChoiceField<string>
          label={intl.formatMessage({ id: 'devTests.units.editableSelect' })}
          value={choice}
          options={['smooth', 'riped', 'corrugated'].map((value) => ({ value, label: intl.formatMessage({ id: `option.innerSurface.${value}` as never }) }))}
          onChange={setChoice}
        />
      </div>
    </section>
  );
}

/** Developer page `/test/data`: the unit tables of @cla/domain (label, unit, factor, offset) in every system. */
export function DataTestPage(): ReactNode {
  const intl = useIntl();
  return (
    <section className={styles.page}>
      <h1>{intl.formatMessage({ id: 'devTests.data.title' })}</h1>
      <table>
        <caption>{intl.formatMessage({ id: 'devTests.data.units' })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'devTests.data.category' })}</th>
            {UNIT_SYSTEMS.map((system) => (
              <th key={system} scope="col">
                {system}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {UNIT_CATEGORIES.map((category) => (
            <tr key={category}>
              <th scope="row">{category}</th>
              {UNIT_SYSTEMS.map((system) => {
                const unit = UNIT_TABLES[system][category];
                return <td key={system}>{`${unit.unit} (×${unit.factor}${unit.offset ? ` +${unit.offset}` : ''})`}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Developer page `/test/trajectory`: a generated trajectory of N rows and its derived values (timings: bench/editor.bench.mjs). */
export function TrajectoryTestPage(): ReactNode {
  const intl = useIntl();
  const quantity = useFormatQuantity();
  const [count, setCount] = useState<number | null>(200);
  const n = Math.max(0, Math.min(5000, Math.floor(count ?? 0)));
  const { geometry, rows } = useMemo(() => {
    const generated: SectionTrajectoryRow[] = Array.from({ length: n }, (_, i) =>
      i % 2 === 0 ? { key: `r${i}`, type: 'straight', slope: ((i * 7) % 11) - 5, length: 20 } : { key: `r${i}`, type: 'curve', angle: ((i * 13) % 61) - 30, radius: 10 },
    );
    return { geometry: computeTrajectory({ altitudeAtStart: 0, initialHeading: 90, rows: generated }), rows: generated };
  }, [n]);
  return (
    <section className={styles.page}>
      <h1>{intl.formatMessage({ id: 'devTests.trajectory.title' })}</h1>
      <UnitField path="cable.count" label={intl.formatMessage({ id: 'devTests.trajectory.rows' })} value={count} onChange={setCount} min={0} />
      <p role="status">{intl.formatMessage({ id: 'devTests.trajectory.timing' }, { rows: n, length: quantity(geometry.totalLength, 'length') })}</p>
      <table>
        <caption>{intl.formatMessage({ id: 'devTests.trajectory.title' })}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{intl.formatMessage({ id: 'field.trajectory.rows.type' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'section.trajectory.cumulativeLength' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'section.trajectory.altitudes' })}</th>
          </tr>
        </thead>
        <tbody>
          {geometry.rows.slice(0, 50).map((row, i) => (
            <tr key={rows[i]?.key ?? i}>
              <td>{row.index}</td>
              <td>{intl.formatMessage({ id: `option.rowType.${rows[i]?.type ?? 'straight'}` as never })}</td>
              <td>{quantity(row.cumulativeLength, 'length')}</td>
              <td>{quantity(row.altAtEnd, 'length')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
