import { routeLines, type RouteLines } from '@cla/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from '../../../lib/intl.tsx';
import tab from './tab.module.css';

/** The files that may hold several lines: KML, KMZ (a zipped KML) and GPX. */
const GEOGRAPHIC = /\.(kml|kmz|gpx)$/i;

/**
 * In the route import, before importing: a KML, KMZ or GPX file of several lines gives one route only, the line with
 * the most points. Says how many lines the chosen file holds and which one is taken; nothing for other files.
 */
export function RouteLinesNote({ file }: { file: File | undefined }): ReactNode {
  const intl = useIntl();
  const [found, setFound] = useState<{ file: File; lines: RouteLines | undefined }>();
  useEffect(() => {
    if (!file || !GEOGRAPHIC.test(file.name)) return undefined;
    let current = true;
    file.arrayBuffer().then(
      (buffer) => current && setFound({ file, lines: routeLines(file.name, new Uint8Array(buffer)) }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [file]);
  const lines = found && found.file === file ? found.lines : undefined;
  if (!lines || lines.lines.length < 2) return null;
  const { position, points, name } = lines.taken;
  const values = { count: lines.lines.length, position, points, name };
  return (
    <p className={tab.muted} role="status">
      {intl.formatMessage({ id: name === undefined ? 'section.trajectory.import.lines' : 'section.trajectory.import.linesNamed' }, values)}
    </p>
  );
}
