// The admin's accounts page (inviting users, acting as one) that the app's routes load on demand.
export { AdminUsersPage } from './admin-users-page.tsx';
