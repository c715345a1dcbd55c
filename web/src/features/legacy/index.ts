export { LegacyEditorPage } from './legacy-editor-page.tsx';
export { LegacySharedPage } from './legacy-shared-page.tsx';
