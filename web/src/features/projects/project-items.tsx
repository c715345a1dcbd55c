// The folder and project cards of the projects list, each with its Rename and Delete buttons.
import type { Folder, Project2 } from '@cla/domain/api';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/icon.tsx';
import { DeleteButton } from '../../components/row-cells.tsx';
import { FormattedMessage, useIntl } from '../../lib/intl.tsx';
import { projectDisplayName, type Display } from './browse.ts';
import { fileUrl } from './projects-api.ts';
import styles from './projects-page.module.css';

interface ItemActionsProps {
  name: string;
  onRename: () => void;
  onDelete: () => void;
  /** the layout of the two buttons (default: the folder and project cards') */
  className?: string;
}

/** Rename and Delete of a folder or project, named with its name. */
export function ItemActions({ name, onRename, onDelete, className = styles.actions }: ItemActionsProps): ReactNode {
  const intl = useIntl();
  return (
    <div className={className}>
      <button type="button" className={styles.action} onClick={onRename} aria-label={intl.formatMessage({ id: 'projects.renameItem' }, { name })}>
        <FormattedMessage id="projects.rename" />
      </button>
      <DeleteButton name={name} className={`${styles.action} ${styles.danger}`} onClick={onDelete} />
    </div>
  );
}

function Updated({ at }: { at: string }): ReactNode {
  const intl = useIntl();
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <FormattedMessage
      id="projects.updated"
      values={{ date: intl.formatDate(date, { dateStyle: 'medium' }) }}
    />
  );
}

export interface FolderItemProps {
  folder: Folder;
  display: Display;
  onRename: () => void;
  onDelete: () => void;
}

/** A folder in the projects list: opens it; rename and delete. */
export function FolderItem({ folder, display, onRename, onDelete }: FolderItemProps): ReactNode {
  return (
    <li className={styles.item} data-display={display} data-kind="folder">
      <Link to={`/projects/${folder.id}`} className={styles.itemLink}>
        <span className={styles.thumb} data-kind="folder">
          <Icon name="folder" size={display === 'grid' ? 40 : 20} />
        </span>
        <span className={styles.itemText}>
          <span className={styles.itemName}>{folder.name}</span>
          <span className={styles.itemMeta}>
            <FormattedMessage id="projects.folder" />
          </span>
        </span>
      </Link>
      <ItemActions name={folder.name} onRename={onRename} onDelete={onDelete} />
    </li>
  );
}

export interface ProjectItemProps {
  project: Project2;
  display: Display;
  onRename: () => void;
  onDelete: () => void;
}

/** A project in the projects list: its picture, name, sections and last change; rename and delete. */
export function ProjectItem({ project, display, onRename, onDelete }: ProjectItemProps): ReactNode {
  const intl = useIntl();
  const name = projectDisplayName(project, intl.formatMessage({ id: 'projects.unnamed' }));
  return (
    <li className={styles.item} data-display={display} data-kind="project">
      <Link to={`/project/${project.id}`} className={styles.itemLink}>
        <span className={styles.thumb} data-kind="project">
          {project.picture ? (
            <img src={fileUrl(project.id, project.picture)} alt="" loading="lazy" />
          ) : (
            <Icon name="calculator" size={display === 'grid' ? 36 : 20} />
          )}
        </span>
        <span className={styles.itemText}>
          <span className={styles.itemName}>{name}</span>
          <span className={styles.itemMeta}>
            <FormattedMessage id="projects.sectionCount" values={{ count: project.sections.length }} />
            {' · '}
            <Updated at={project.updatedAt} />
          </span>
        </span>
      </Link>
      <ItemActions name={name} onRename={onRename} onDelete={onDelete} />
    </li>
  );
}
