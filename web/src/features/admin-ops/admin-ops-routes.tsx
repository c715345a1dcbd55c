// The addresses of the admin's operation pages: dashboard, statistics, message of the day, settings, presets, tools and test pages.
import { lazy, type ReactNode } from 'react';
import { Route } from 'react-router';

const load = () => import('./index.ts');
const AdminDashboardPage = lazy(async () => ({ default: (await load()).AdminDashboardPage }));
const AdminStatisticsPage = lazy(async () => ({ default: (await load()).AdminStatisticsPage }));
const AdminMotdPage = lazy(async () => ({ default: (await load()).AdminMotdPage }));
const AdminSettingsPage = lazy(async () => ({ default: (await load()).AdminSettingsPage }));
const AdminPresetsPage = lazy(async () => ({ default: (await load()).AdminPresetsPage }));
const AdminEditPresetPage = lazy(async () => ({ default: (await load()).AdminEditPresetPage }));
const AdminChangePasswordPage = lazy(async () => ({ default: (await load()).AdminChangePasswordPage }));
const AdminToolsPage = lazy(async () => ({ default: (await load()).AdminToolsPage }));
const AdminGrafanaPage = lazy(async () => ({ default: (await load()).AdminGrafanaPage }));
const SubmitButtonTestPage = lazy(async () => ({ default: (await load()).SubmitButtonTestPage }));
const TypographyTestPage = lazy(async () => ({ default: (await load()).TypographyTestPage }));
const EditableLabelTestPage = lazy(async () => ({ default: (await load()).EditableLabelTestPage }));
const ElevationTestPage = lazy(async () => ({ default: (await load()).ElevationTestPage }));
const FileImportTestPage = lazy(async () => ({ default: (await load()).FileImportTestPage }));

/** The admin area's operation pages; the caller puts them behind `RequireAuth roles={['admin']}`. */
export function adminOpsRoutes(): ReactNode {
  return (
    <>
      <Route path="admin" element={<AdminDashboardPage />} />
      <Route path="admin/statistics" element={<AdminStatisticsPage />} />
      <Route path="admin/motd" element={<AdminMotdPage />} />
      <Route path="admin/settings" element={<AdminSettingsPage />} />
      <Route path="admin/presets" element={<AdminPresetsPage />} />
      <Route path="admin/edit-preset/:id?" element={<AdminEditPresetPage />} />
      <Route path="admin/change-password/:id?" element={<AdminChangePasswordPage />} />
      <Route path="admin/admin-tools" element={<AdminToolsPage />} />
      <Route path="admin/grafana" element={<AdminGrafanaPage />} />
      <Route path="admin/test/submitButton" element={<SubmitButtonTestPage />} />
      <Route path="admin/test/typography" element={<TypographyTestPage />} />
      <Route path="admin/test/editableLabel" element={<EditableLabelTestPage />} />
      <Route path="admin/test/elevation" element={<ElevationTestPage />} />
      <Route path="admin/test/file-import" element={<FileImportTestPage />} />
    </>
  );
}
