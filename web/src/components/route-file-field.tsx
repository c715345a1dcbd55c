// Choosing a route file to import a trajectory (KML, KMZ, GPX, survey points…), reading it and explaining why it failed.
import { ROUTE_FILE_ACCEPT, RouteImportError, routeFileText } from '@cla/domain';
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

/** What a chosen route file holds: the name and text the import reads (a KMZ's KML), or why it cannot be read. */
export type RouteFileRead = { name: string; text: string } | { error: unknown };

/** A chosen route file and its reading, started once when it is chosen and shared by all that need its text. */
export interface ChosenRouteFile {
  file: File;
  read: Promise<RouteFileRead>;
}

/**
 * Starts reading a chosen route file, once: its bytes (a KMZ is a zip) into the name and text the import and the
 * several-lines notice read (see `routeFileText`); a file that cannot be read gives its error, never a rejection.
 */
export function chooseRouteFile(file: File): ChosenRouteFile {
  const read = file.arrayBuffer().then(
    (buffer): RouteFileRead => {
      try {
        return routeFileText(file.name, new Uint8Array(buffer));
      } catch (error) {
        return { error };
      }
    },
    (error: unknown): RouteFileRead => ({ error }),
  );
  return { file, read };
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
