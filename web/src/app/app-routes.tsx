// Which page each address of the app shows, which pages need sign-in or a role, and the editor's tab addresses.
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router';
import {
  ApiKeysPanel,
  ChangePasswordPage,
  ConfirmInvitePage,
  LoginForm,
  LogoutPage,
  PasswordRequestPage,
  PasswordResetPage,
  ProfilePage,
  RegisterPage,
} from '../features/account/index.ts';
import { safeReturnPath } from '../features/account/account-rules.ts';
import { HomePage } from '../features/home/index.ts';
import { InfoPage } from '../features/info/index.ts';
import { NotFoundPage } from '../features/not-found/index.ts';
import { FormattedMessage } from '../lib/intl.tsx';
import { useSession } from '../lib/session.tsx';
import { adminOpsRoutes } from '../features/admin-ops/admin-ops-routes.tsx';
import { prefetchWhenIdle } from './prefetch.ts';
import { RequireAuth } from './require-auth.tsx';
import { adminTableRoutes } from './admin-tables-routes.tsx';
import { EntryRedirect } from './entry-routes.tsx';

// Pages behind sign-in and developer pages load on demand.
const ProjectsPage = lazy(async () => ({ default: (await import('../features/projects/index.ts')).ProjectsPage }));
const LegacyProjectsPage = lazy(async () => ({
  default: (await import('../features/projects/index.ts')).LegacyProjectsPage,
}));
const LegacyEditorPage = lazy(async () => ({ default: (await import('../features/legacy/index.ts')).LegacyEditorPage }));
const LegacySharedPage = lazy(async () => ({ default: (await import('../features/legacy/index.ts')).LegacySharedPage }));
const CompanyPage = lazy(async () => ({ default: (await import('../features/company/index.ts')).CompanyPage }));
const JoinCompanyPage = lazy(async () => ({ default: (await import('../features/company/index.ts')).JoinCompanyPage }));
const ProjectPage = lazy(async () => ({ default: (await import('../features/projects/index.ts')).ProjectPage }));
const projectsModule = () => import('../features/projects/index.ts');
const NewProjectPage = lazy(async () => ({ default: (await projectsModule()).NewProjectPage }));
const NewSectionPage = lazy(async () => ({ default: (await projectsModule()).NewSectionPage }));
const sectionModule = () => import('../features/section/index.ts');
const SectionEditorPage = lazy(async () => ({ default: (await sectionModule()).SectionEditorPage }));
const GeneralTab = lazy(async () => ({ default: (await sectionModule()).GeneralTab }));
const EquipmentTab = lazy(async () => ({ default: (await sectionModule()).EquipmentTab }));
const StretchesTab = lazy(async () => ({ default: (await sectionModule()).StretchesTab }));
const CableTab = lazy(async () => ({ default: (await sectionModule()).CableTab }));
const TrajectoryTab = lazy(async () => ({ default: (await sectionModule()).TrajectoryTab }));
const SettingsTab = lazy(async () => ({ default: (await sectionModule()).SettingsTab }));
const ResultsTab = lazy(async () => ({ default: (await sectionModule()).ResultsTab }));
const StudiesTab = lazy(async () => ({ default: (await sectionModule()).StudiesTab }));
const ReportPage = lazy(async () => ({ default: (await sectionModule()).ReportPage }));
const SharedSectionPage = lazy(async () => ({ default: (await sectionModule()).SharedSectionPage }));
const SharedSectionCopy = lazy(async () => ({ default: (await sectionModule()).SharedSectionCopy }));

/**
 * Other addresses of the editor's tabs, the ones a user would type or share: the tab's label (Results lives at
 * `simulation`), its singular or plural, its other common name. Each opens the tab at its own address.
 */
export const SECTION_TAB_ALIASES: Readonly<Record<string, string>> = {
  results: 'simulation',
  result: 'simulation',
  simulations: 'simulation',
  study: 'studies',
  reports: 'report',
  stretch: 'stretches',
  cables: 'cable',
  route: 'trajectory',
  machines: 'equipment',
  setting: 'settings',
};

/** Replaces an alias by its tab's own address, keeping the query and the anchor. */
function TabAlias({ to }: { to: string }): ReactNode {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: `../${to}`, search, hash }} relative="path" replace />;
}

/** The editor's tabs and its report, children of the editor and of a shared section alike. */
function sectionTabRoutes(): ReactNode {
  return (
    <>
      <Route index element={<Navigate to="general" replace />} />
      <Route path="general" element={<GeneralTab />} />
      <Route path="equipment" element={<EquipmentTab />} />
      <Route path="stretches" element={<StretchesTab />} />
      <Route path="cable" element={<CableTab />} />
      <Route path="trajectory" element={<TrajectoryTab />} />
      <Route path="settings" element={<SettingsTab />} />
      <Route path="simulation" element={<ResultsTab />} />
      <Route path="studies" element={<StudiesTab />} />
      <Route path="report" element={<ReportPage />} />
      {Object.entries(SECTION_TAB_ALIASES).map(([alias, to]) => (
        <Route key={alias} path={alias} element={<TabAlias to={to} />} />
      ))}
    </>
  );
}
const HelpPage = lazy(async () => ({ default: (await import('../features/help/index.ts')).HelpPage }));
const HelpIndexPage = lazy(async () => ({ default: (await import('../features/help/index.ts')).HelpIndexPage }));
const FlowCalculatorPage = lazy(async () => ({
  default: (await import('../features/flow-calculator/index.ts')).FlowCalculatorPage,
}));
const AdminUsersPage = lazy(async () => ({ default: (await import('../features/admin/index.ts')).AdminUsersPage }));
const ChartTestPage = lazy(async () => ({
  default: (await import('../features/dev-tests/index.ts')).ChartTestPage,
}));
const UnitInputTestPage = lazy(async () => ({ default: (await import('../features/dev-tests/index.ts')).UnitInputTestPage }));
const DataTestPage = lazy(async () => ({ default: (await import('../features/dev-tests/index.ts')).DataTestPage }));
const TrajectoryTestPage = lazy(async () => ({ default: (await import('../features/dev-tests/index.ts')).TrajectoryTestPage }));
const EngineTestPage = lazy(async () => ({
  default: (await import('../features/dev-tests/index.ts')).EngineTestPage,
}));

/** `/`: home and sign-in; a signed-in user goes on to `?r=` or the projects. */
function HomeRoute(): ReactNode {
  const session = useSession();
  const [params] = useSearchParams();
  if (session.status === 'signedIn') return <Navigate to={safeReturnPath(params.get('r'))} replace />;
  return <HomePage signIn={session.status === 'checking' ? undefined : <LoginForm />} />;
}

function Loading(): ReactNode {
  return (
    <p aria-busy="true">
      <FormattedMessage id="app.loading" />
    </p>
  );
}

/** Every route of the app outside the section editor and the admin area; anything unknown is a 404. */
export function AppRoutes(): ReactNode {
  const signedIn = useSession().status === 'signedIn';
  // signed in, the projects and the section editor come next: their code loads while the browser is idle
  useEffect(() => (signedIn ? prefetchWhenIdle([projectsModule, sectionModule]) : undefined), [signedIn]);
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route index element={<HomeRoute />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="password-request" element={<PasswordRequestPage />} />
        <Route path="password-reset/:token?" element={<PasswordResetPage />} />
        <Route path="confirm-invite/:token?" element={<ConfirmInvitePage />} />
        <Route path="logout" element={<LogoutPage />} />
        <Route path="developers" element={<InfoPage name="developers" />} />
        <Route path="external" element={<InfoPage name="external" />} />
        <Route path="pricing" element={<InfoPage name="pricing" />} />
        <Route path="data-privacy" element={<InfoPage name="dataPrivacy" />} />
        <Route path="terms-of-service" element={<InfoPage name="termsOfService" />} />
        <Route path="additional/flow-calculator" element={<FlowCalculatorPage />} />
        <Route path="help" element={<HelpIndexPage />} />
        <Route path="help/:topic" element={<HelpPage />} />
        <Route path="section/share/:token?" element={<SharedSectionPage />}>
          {sectionTabRoutes()}
        </Route>
        <Route path="section/share/:token/copy" element={<SharedSectionCopy />} />
        <Route path="legacy-projects/share/:token" element={<LegacySharedPage />} />
        <Route element={<RequireAuth />}>
          <Route path="projects/:id?" element={<ProjectsPage />} />
          <Route path="legacy-projects" element={<LegacyProjectsPage />} />
          <Route path="legacy-projects/:id" element={<LegacyEditorPage />} />
          <Route path="project" element={<EntryRedirect kind="project" />} />
          <Route path="project/new" element={<NewProjectPage />} />
          <Route path="project/:id" element={<ProjectPage />} />
          <Route path="project/:id/edit" element={<ProjectPage />} />
          <Route path="section" element={<EntryRedirect kind="section" />} />
          <Route path="section/new" element={<NewSectionPage />} />
          <Route path="section/:id" element={<SectionEditorPage />}>
            {sectionTabRoutes()}
          </Route>
          <Route path="profile" element={<ProfilePage />} />
          <Route path="change-password" element={<ChangePasswordPage />} />
        </Route>
        <Route element={<RequireAuth roles={['admin']} />}>
          {adminOpsRoutes()}
          <Route path="admin/accounts" element={<AdminUsersPage />} />
        </Route>
        {adminTableRoutes()}
        <Route element={<RequireAuth />}>
          <Route path="company" element={<CompanyPage apiKeys={<ApiKeysPanel />} />} />
          <Route path="join/:token" element={<JoinCompanyPage />} />
        </Route>
        <Route path="test/charts" element={<ChartTestPage />} />
        <Route path="test/engine" element={<EngineTestPage />} />
        <Route path="test/unit-input" element={<UnitInputTestPage />} />
        <Route path="test/data" element={<DataTestPage />} />
        <Route path="test/trajectory" element={<TrajectoryTestPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
