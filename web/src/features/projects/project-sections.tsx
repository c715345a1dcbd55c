// A project's sections: create, open, rename, duplicate and delete them.
import type { Project2, Section, SectionSummary } from '@cla/domain/api';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog, PromptDialog } from '../../components/dialog.tsx';
import { Button } from '../../components/form.tsx';
import { cannotStart, stuck } from '../../lib/cannot-start.ts';
import { FormattedMessage, useIntl } from '../../lib/intl.tsx';
import { NewSectionDialog, type SectionStart } from './new-section-dialog.tsx';
import { useNewSectionData } from './new-section-data.ts';
import { projectsApi } from './projects-api.ts';
import { useCallToasts } from './use-call-toasts.ts';
import styles from './project-page.module.css';
import { DeleteButton } from '../../components/row-cells.tsx';

type Dialog = { kind: 'new' } | { kind: 'rename'; section: SectionSummary } | { kind: 'delete'; section: SectionSummary };

export interface ProjectSectionsProps {
  project: Project2;
  onChange: (project: Project2) => void;
}

function summaryOf(section: Section): SectionSummary {
  return {
    id: section.id,
    name: section.name,
    layingMethod: section.data.general.layingMethod ?? null,
    updatedAt: section.updatedAt,
    // as the server lists it: a failure whose cable never moved cannot start
    ...(section.results && {
      status: section.results.status,
      started: section.results.status === 'failed' ? !cannotStart(section.results) : section.results.status === 'success' || section.results.status === 'exceeded',
      stale: section.stale === true,
    }),
  };
}

/** A project's sections: create (the user's display mode, the first method the licence allows), open, rename, duplicate, delete. */
export function ProjectSections({ project, onChange }: ProjectSectionsProps): ReactNode {
  const intl = useIntl();
  const call = useCallToasts();
  const newSectionData = useNewSectionData();
  const [dialog, setDialog] = useState<Dialog>();
  const close = (): void => setDialog(undefined);
  const sorted = [...project.sections].sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
  const replace = (sections: SectionSummary[]): void => onChange({ ...project, sections });

  async function create(name: string, start: SectionStart): Promise<void> {
    close();
    const data = await newSectionData(name, start);
    const section = await call(() => projectsApi.createSection(project.id, data, name), { failure: 'server.xhrError' });
    if (section) replace([...project.sections, summaryOf(section)]);
  }
  async function rename(section: SectionSummary, name: string): Promise<void> {
    close();
    const saved = await call(() => projectsApi.renameSection(section.id, name), { failure: 'server.xhrError' });
    if (saved) replace(project.sections.map((s) => (s.id === saved.id ? { ...s, name: saved.name, updatedAt: saved.updatedAt } : s)));
  }
  async function duplicate(section: SectionSummary): Promise<void> {
    const copy = await call(() => projectsApi.duplicateSection(section.id), { failure: 'server.xhrError' });
    if (copy) replace([...project.sections, summaryOf(copy)]);
  }
  async function remove(section: SectionSummary): Promise<void> {
    close();
    const done = await call(async () => {
      await projectsApi.deleteSection(section.id);
      return true;
    }, { failure: 'server.xhrError' });
    if (done) replace(project.sections.filter((s) => s.id !== section.id));
  }

  const cancel = intl.formatMessage({ id: 'dialog.cancel' });
  const nameLabel = intl.formatMessage({ id: 'projects.name' });
  const required = intl.formatMessage({ id: 'account.error.required' });
  return (
    <section className={styles.card} aria-labelledby="sections-title">
      <div className={styles.cardHeader}>
        <h2 id="sections-title">
          <FormattedMessage id="project.sections.title" />
        </h2>
        <Button variant="primary" onClick={() => setDialog({ kind: 'new' })}>
          <FormattedMessage id="project.sections.new" />
        </Button>
      </div>
      {sorted.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="project.sections.empty" />
        </p>
      ) : (
        <ul className={styles.rows}>
          {sorted.map((section) => {
            const name = section.name || intl.formatMessage({ id: 'project.sections.unnamed' });
            return (
              <li key={section.id} className={styles.row}>
                <Link to={`/section/${section.id}`} className={styles.rowMain}>
                  {name}
                </Link>
                <span className={styles.muted}>
                  {section.layingMethod ? intl.formatMessage({ id: `method.${section.layingMethod}` }) : '—'}
                  {section.status && (
                    <>
                      {' · '}
                      {/* the stored status, as the editor says it: a failure whose cable never moved cannot start */}
                      <span className={styles.status} data-status={section.status}>
                        <FormattedMessage id={stuck({ status: section.status, started: section.started }) ? 'results.cannotStart.status' : `project.sections.status.${section.status}`} />
                      </span>
                    </>
                  )}
                  {section.status && section.stale === true && (
                    <>
                      {' · '}
                      {/* a result computed from other data than the saved data (the server's `stale`) */}
                      <strong data-testid="section-stale">
                        <FormattedMessage id="project.sections.stale" />
                      </strong>
                    </>
                  )}
                </span>
                <span className={styles.rowActions}>
                  <button
                    type="button"
                    className={styles.rowAction}
                    aria-label={intl.formatMessage({ id: 'projects.renameItem' }, { name })}
                    onClick={() => setDialog({ kind: 'rename', section })}
                  >
                    <FormattedMessage id="projects.rename" />
                  </button>
                  <button
                    type="button"
                    className={styles.rowAction}
                    aria-label={intl.formatMessage({ id: 'project.sections.duplicateItem' }, { name })}
                    onClick={() => void duplicate(section)}
                  >
                    <FormattedMessage id="project.sections.duplicate" />
                  </button>
                  <DeleteButton name={name} className={styles.rowAction} onClick={() => setDialog({ kind: 'delete', section })} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {dialog?.kind === 'new' && <NewSectionDialog onCancel={close} onCreate={(name, start) => void create(name, start)} />}
      {dialog?.kind === 'rename' && (
        <PromptDialog
          title={intl.formatMessage({ id: 'project.sections.rename' })}
          label={nameLabel}
          initialValue={dialog.section.name}
          submitLabel={intl.formatMessage({ id: 'dialog.save' })}
          cancelLabel={cancel}
          requiredMessage={required}
          onCancel={close}
          onSubmit={(name) => void rename(dialog.section, name)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'project.sections.delete' })}
          message={intl.formatMessage({ id: 'project.sections.deleteConfirm' }, { name: dialog.section.name })}
          confirmLabel={intl.formatMessage({ id: 'dialog.delete' })}
          cancelLabel={cancel}
          onCancel={close}
          onConfirm={() => void remove(dialog.section)}
        />
      )}
    </section>
  );
}
