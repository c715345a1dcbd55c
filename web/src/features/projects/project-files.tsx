// A project's attached files (drawings, route files, photos…): download, upload up to 20 MB, delete.
import type { Project2, ProjectFile } from '@cla/domain/api';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/form.tsx';
import { FormattedMessage, useIntl } from '../../lib/intl.tsx';
import { useToasts } from '../../lib/toasts.ts';
import { fileUrl, projectsApi } from './projects-api.ts';
import { useCallToasts } from './use-call-toasts.ts';
import styles from './project-page.module.css';
import { DeleteButton } from '../../components/row-cells.tsx';

/** The server's limit for one upload (20 MB, server/README.md): checked here first so a large file fails at once. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** What a project file may be: PDF, images, KML/KMZ, GPX, XYZ/CSV/TXT point lists, JSON. */
export const FILE_ACCEPT = '.pdf,image/*,.kml,.kmz,.gpx,.xyz,.csv,.txt,.json';

function formatBytes(bytes: number, format: (value: number, unit: string) => string): string {
  if (bytes < 1024) return format(bytes, 'byte');
  if (bytes < 1024 * 1024) return format(bytes / 1024, 'kilobyte');
  return format(bytes / (1024 * 1024), 'megabyte');
}

export interface ProjectFilesProps {
  project: Project2;
  onChange: (project: Project2) => void;
  /** Reloads the project from the server (after an upload, which answers only the id). */
  reload: () => Promise<void>;
}

/** A project's files: download, add (at most 20 MB), delete ('Unable to delete file' keeps it). */
export function ProjectFiles({ project, onChange, reload }: ProjectFilesProps): ReactNode {
  const intl = useIntl();
  const call = useCallToasts();
  const { show } = useToasts();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const size = (bytes: number): string =>
    formatBytes(bytes, (value, unit) => intl.formatNumber(value, { style: 'unit', unit, maximumFractionDigits: 1 }));

  async function upload(file: File): Promise<void> {
    if (file.size > MAX_UPLOAD_BYTES) {
      show({ variant: 'danger', title: intl.formatMessage({ id: 'project.files.tooLarge' }, { name: file.name, max: '20 MB' }) });
      return;
    }
    setBusy(true);
    const done = await call(() => projectsApi.uploadFile(project.id, file), { failure: 'project.files.uploadFailed' });
    if (done) await reload();
    setBusy(false);
  }

  async function remove(file: ProjectFile): Promise<void> {
    const done = await call(async () => {
      await projectsApi.deleteFile(project.id, file.fileId);
      return true;
    }, { failure: 'project.files.deleteFailed' });
    if (done) onChange({ ...project, files: project.files.filter((f) => f.fileId !== file.fileId) });
  }

  return (
    <section className={styles.card} aria-labelledby="files-title">
      <div className={styles.cardHeader}>
        <h2 id="files-title">
          <FormattedMessage id="project.files.title" />
        </h2>
        <Button onClick={() => input.current?.click()} busy={busy}>
          <FormattedMessage id="project.files.add" />
        </Button>
        <input
          ref={input}
          type="file"
          accept={FILE_ACCEPT}
          hidden
          aria-label={intl.formatMessage({ id: 'project.files.add' })}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </div>
      {project.files.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="project.files.empty" />
        </p>
      ) : (
        <ul className={styles.rows}>
          {project.files.map((file) => (
            <li key={file.fileId} className={styles.row}>
              <a href={fileUrl(project.id, file.fileId)} download={file.filename} className={styles.rowMain}>
                {file.filename}
              </a>
              <span className={styles.muted}>{size(file.size)}</span>
              <DeleteButton name={file.filename} className={styles.rowAction} onClick={() => void remove(file)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
