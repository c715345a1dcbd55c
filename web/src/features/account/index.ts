// The account pages the app routes to: sign in and out, register, passwords, invitations, profile and API keys.
export { ChangePasswordPage } from './change-password-page.tsx';
export { LoginForm } from './login-form.tsx';
export { LogoutPage } from './logout-page.tsx';
export { PasswordRequestPage } from './password-request-page.tsx';
export { ProfilePage } from './profile-page.tsx';
export { RegisterPage } from './register-page.tsx';
export { ConfirmInvitePage, PasswordResetPage } from './token-password-page.tsx';
export { ApiKeysPanel } from './api-keys-panel.tsx';
