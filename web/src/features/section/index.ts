// The section editor for the app's routes: its page, its tabs, a shared section, the report and the studies.
export { SectionEditorPage } from './section-editor-page.tsx';
export { CableTab } from './tabs/cable-tab.tsx';
export { EquipmentTab } from './tabs/equipment-tab.tsx';
export { GeneralTab } from './tabs/general-tab.tsx';
export { ResultsTab } from './tabs/results-tab.tsx';
export { SettingsTab } from './tabs/settings-tab.tsx';
export { StretchesTab } from './tabs/stretches-tab.tsx';
export { TrajectoryTab } from './tabs/trajectory-tab.tsx';
export { SharedSectionCopy, SharedSectionPage } from './shared-section-page.tsx';
export { ReportPage } from './report/report-page.tsx';
export { StudiesTab } from './studies/studies-tab.tsx';
