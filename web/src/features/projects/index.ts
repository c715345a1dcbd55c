export { ProjectPage } from './project-page.tsx';
export { ProjectsPage } from './projects-page.tsx';
export { LegacyProjectsPage } from './legacy-projects-page.tsx';
export { NewProjectPage, NewSectionPage } from './new-pages.tsx';
