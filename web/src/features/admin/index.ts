export { AdminUsersPage } from './admin-users-page.tsx';
