// The admin operation pages the app's routes load on demand.
export { EditableLabelTestPage, ElevationTestPage, FileImportTestPage } from './admin-component-test-pages.tsx';
export { AdminChangePasswordPage } from './admin-change-password-page.tsx';
export { AdminDashboardPage } from './admin-dashboard-page.tsx';
export { AdminEditPresetPage } from './admin-edit-preset-page.tsx';
export { AdminGrafanaPage } from './admin-grafana-page.tsx';
export { AdminMotdPage } from './admin-motd-page.tsx';
export { AdminPresetsPage } from './admin-presets-page.tsx';
export { AdminSettingsPage } from './admin-settings-page.tsx';
export { AdminStatisticsPage } from './admin-statistics-page.tsx';
export { SubmitButtonTestPage, TypographyTestPage } from './admin-test-pages.tsx';
export { AdminToolsPage } from './admin-tools-page.tsx';
