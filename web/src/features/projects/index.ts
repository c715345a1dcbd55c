// The projects pages the app routes to: the projects list, a project, the legacy projects, and creating a project or section.
export { ProjectPage } from './project-page.tsx';
export { ProjectsPage } from './projects-page.tsx';
export { LegacyProjectsPage } from './legacy-projects-page.tsx';
export { NewProjectPage, NewSectionPage } from './new-pages.tsx';
