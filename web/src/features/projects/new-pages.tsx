// The pages that create a new project or a new section and open it, from a link or the projects pages.
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form.tsx';
import { FormattedMessage } from '../../lib/intl.tsx';
import { CreateOnOpen } from './create-on-open.tsx';
import { isSectionStart, useNewSectionData } from './new-section-data.ts';
import { projectsApi } from './projects-api.ts';
import styles from './project-page.module.css';

/**
 * `/project/new?folder=…`: creates a project (in the folder, else at the top) and opens it under its id with its
 * name ready to type (`/project/{id}/edit`).
 */
export function NewProjectPage(): ReactNode {
  const [params] = useSearchParams();
  const folder = params.get('folder') || null;
  return (
    <CreateOnOpen
      creating="project.new.creating"
      create={async () => `/project/${encodeURIComponent((await projectsApi.createProject('', folder)).id)}/edit`}
    />
  );
}

/**
 * `/section/new?project=…[&name=…][&start=blank|pulling|jetting|watucab]`: creates a section in that project (as the
 * project page's New section does) and opens it under its id. Without a project it says where to create one.
 */
export function NewSectionPage(): ReactNode {
  const [params] = useSearchParams();
  const newSectionData = useNewSectionData();
  const project = params.get('project');
  const name = params.get('name')?.trim() ?? '';
  const start = params.get('start');
  if (!project) {
    return (
      <section className={styles.page}>
        <FormAlert>
          <FormattedMessage id="section.new.noProject" />
        </FormAlert>
        <Link to="/projects">
          <FormattedMessage id="projects.allProjects" />
        </Link>
      </section>
    );
  }
  return (
    <CreateOnOpen
      creating="section.new.creating"
      create={async () => {
        const data = await newSectionData(name, isSectionStart(start) ? start : 'blank');
        const section = await projectsApi.createSection(project, data, name);
        return `/section/${encodeURIComponent(section.id)}`;
      }}
    />
  );
}
