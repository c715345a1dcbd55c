// Warns, before a route import, that a KML, KMZ or GPX file with several lines gives only the one with the most points.
import { routeLines, type RouteLines } from '@cla/domain';
import { useEffect, useState, type ReactNode } from 'react';
import type { ChosenRouteFile } from '../../../components/route-file-field.tsx';
import { useIntl } from '../../../lib/intl.tsx';
import tab from './tab.module.css';

/** The files that may hold several lines: KML, KMZ (a zipped KML) and GPX. */
const GEOGRAPHIC = /\.(kml|kmz|gpx)$/i;

/**
 * In the route import, before importing: a KML, KMZ or GPX file of several lines gives one route only, the line with
 * the most points. Says how many lines the chosen file holds and which one is taken; nothing for other files. It
 * reads the text the dialog read once when the file was chosen (the import reads the same), not the file again.
 */
export function RouteLinesNote({ chosen }: { chosen: ChosenRouteFile | undefined }): ReactNode {
  const intl = useIntl();
  const [found, setFound] = useState<{ chosen: ChosenRouteFile; lines: RouteLines | undefined }>();
  useEffect(() => {
    if (!chosen || !GEOGRAPHIC.test(chosen.file.name)) return undefined;
    let current = true;
    void chosen.read.then((read) => current && setFound({ chosen, lines: 'error' in read ? undefined : routeLines(read.name, read.text) }));
    return () => {
      current = false;
    };
  }, [chosen]);
  const lines = found && found.chosen === chosen ? found.lines : undefined;
  if (!lines || lines.lines.length < 2) return null;
  const { position, points, name } = lines.taken;
  const values = { count: lines.lines.length, position, points, name };
  return (
    <p className={tab.muted} role="status">
      {intl.formatMessage({ id: name === undefined ? 'section.trajectory.import.lines' : 'section.trajectory.import.linesNamed' }, values)}
    </p>
  );
}
