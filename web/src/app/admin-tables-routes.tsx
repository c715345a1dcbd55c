// The addresses of the admin's database tables and commercial pages (users, companies, licences, plans…), beside the admin navigation.
import { lazy } from 'react';
import { Route } from 'react-router';
import { RequireAuth } from './require-auth.tsx';

const load = () => import('../features/admin-tables/index.ts');
const AdminLayout = lazy(async () => ({ default: (await load()).AdminLayout }));
const TableViewPage = lazy(async () => ({ default: (await load()).TableViewPage }));
const ResourceListPage = lazy(async () => ({ default: (await load()).ResourceListPage }));
const ResourceEditorPage = lazy(async () => ({ default: (await load()).ResourceEditorPage }));
const PlanPage = lazy(async () => ({ default: (await load()).PlanPage }));
const EditUserPage = lazy(async () => ({ default: (await load()).EditUserPage }));
const AdminUsersListPage = lazy(async () => ({ default: (await load()).AdminUsersListPage }));

/**
 * The admin's table view and commercial pages (admins only; others see the 403 page), beside the admin
 * navigation: `{adminTableRoutes()}` inside `<Routes>`.
 */
export function adminTableRoutes() {
  return (
    <Route element={<RequireAuth roles={['admin']} />}>
      <Route path="admin" element={<AdminLayout />}>
        <Route path="table-view/:table" element={<TableViewPage />} />
        <Route path="users/:type?/:id?" element={<AdminUsersListPage />} />
        <Route path="companies" element={<ResourceListPage key="company" kind="company" />} />
        <Route path="distributors" element={<ResourceListPage key="distributor" kind="distributor" />} />
        <Route path="licences" element={<ResourceListPage key="licence" kind="licence" />} />
        <Route path="plans" element={<ResourceListPage key="plan" kind="plan" />} />
        <Route path="plans/:id" element={<PlanPage />} />
        <Route path="edit-company/:id?" element={<ResourceEditorPage key="company" kind="company" />} />
        <Route path="edit-distributor/:id?" element={<ResourceEditorPage key="distributor" kind="distributor" />} />
        <Route path="edit-licence/:id?" element={<ResourceEditorPage key="licence" kind="licence" />} />
        <Route path="edit-user/:id?" element={<EditUserPage />} />
      </Route>
    </Route>
  );
}
