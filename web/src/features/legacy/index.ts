// The legacy projects' pages: the trajectory editor and a project shared by link.
export { LegacyEditorPage } from './legacy-editor-page.tsx';
export { LegacySharedPage } from './legacy-shared-page.tsx';
