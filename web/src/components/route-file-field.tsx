import { ROUTE_FILE_ACCEPT, RouteImportError } from '@cla/domain';
import { useId, type ReactNode } from 'react';
import { useIntl, type MessageId } from '../lib/intl.tsx';
import styles from './form.module.css';

/**
 * The route file field of the trajectory import: a file input for the formats `importRouteFile` (@cla/domain) reads
 * (KML, KMZ, GPX, im, XYZ/CSV/TXT survey points, the own JSON export).
 */
export function RouteFileField({ onChange, label }: { onChange: (file: File | undefined) => void; label?: string }): ReactNode {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label ?? intl.formatMessage({ id: 'section.trajectory.import.file' })}
      </label>
      <input id={id} type="file" accept={ROUTE_FILE_ACCEPT} onChange={(event) => onChange(event.target.files?.[0])} />
    </div>
  );
}

/**
 * Turns a failed route import into a translated sentence (the reason and line of a `RouteImportError`, and the
 * column and text of a bad KML coordinate).
 */
export function useRouteImportError(): (error: unknown) => string {
  const intl = useIntl();
  return (error) => {
    if (error instanceof RouteImportError) {
      if (error.reason === 'badNumber' && error.at !== undefined) {
        return intl.formatMessage({ id: 'section.trajectory.import.error.badCoordinate' }, { line: error.line ?? 0, column: error.at.column, value: error.at.value });
      }
      return intl.formatMessage({ id: `section.trajectory.import.error.${error.reason}` as MessageId }, { line: error.line ?? 0 });
    }
    return intl.formatMessage({ id: 'error.unexpected' });
  };
}
