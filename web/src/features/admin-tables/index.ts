// The admin table view and commercial pages the app's routes load on demand.
export { AdminLayout } from './admin-nav.tsx';
export { TableViewPage } from './table-view-page.tsx';
export { ResourceListPage } from './resource-list-page.tsx';
export { ResourceEditorPage } from './resource-editor-page.tsx';
export { PlanPage } from './plan-page.tsx';
export { EditUserPage } from './edit-user-page.tsx';
export { AdminUsersListPage } from './users-page.tsx';
