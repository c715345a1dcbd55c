import { kmlLines, type KmlLines } from '@cla/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from '../../../lib/intl.tsx';
import tab from './tab.module.css';

/**
 * In the route import, before importing: a KML file of several lines gives one route only, the line with the most
 * points. Says how many lines the chosen file holds and which one is taken; nothing for other files.
 */
export function KmlLinesNote({ file }: { file: File | undefined }): ReactNode {
  const intl = useIntl();
  const [found, setFound] = useState<{ file: File; lines: KmlLines | undefined }>();
  useEffect(() => {
    if (!file?.name.toLowerCase().endsWith('.kml')) return undefined;
    let current = true;
    file.text().then(
      (text) => current && setFound({ file, lines: kmlLines(text) }),
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
      {intl.formatMessage({ id: name === undefined ? 'section.trajectory.import.kmlLines' : 'section.trajectory.import.kmlLinesNamed' }, values)}
    </p>
  );
}
