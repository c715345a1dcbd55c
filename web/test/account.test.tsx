import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, installFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

const field = (name: string): HTMLInputElement => screen.getByLabelText(name);

describe('signing in', () => {
  it('sends a visitor of a protected page to sign in, then back to that page', async () => {
    installFakeApi({ password: 'correct horse' });
    await renderApp({ path: '/projects', locale: 'en' });

    const form = await screen.findByRole('form', { name: 'Sign in' });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(within(form).getAllByText('Please fill in this field.')).toHaveLength(2);

    fireEvent.change(field('E-mail or username'), { target: { value: 'ada' } });
    fireEvent.change(field('Password'), { target: { value: 'wrong' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'Wrong e-mail, username or password.');

    fireEvent.change(field('Password'), { target: { value: 'correct horse' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
  });

  it('sends the CSRF cookie back with the sign-in and every later write', async () => {
    const api = installFakeApi({ password: 'pw-123456' });
    document.cookie = 'XSRF-TOKEN=tok123; Path=/';
    await renderApp({ path: '/', locale: 'en' });
    fireEvent.change(await screen.findByLabelText('E-mail or username'), { target: { value: 'ada' } });
    fireEvent.change(field('Password'), { target: { value: 'pw-123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Projects' });
    const login = api.calls.find((call) => call.path === '/api/login');
    expect(login?.headers['X-XSRF-TOKEN']).toBe('tok123');
  });

  it('shows the storage in use against the quotas on the profile, in the reader\'s language', async () => {
    installFakeApi({ signedIn: account() });
    await renderApp({ path: '/profile', locale: 'fr' });
    const panel = await screen.findByRole('region', { name: 'Stockage' });
    expect(await within(panel).findByText(/^Fichiers et images : 0,0 Mo sur 500,0 Mo/)).toBeTruthy();
    expect(within(panel).getByText(/^Projets, sections, scénarios et préréglages : 0,0 Mo sur 100,0 Mo/)).toBeTruthy();
  });

  it('goes back to sign-in, keeping the page, when the session ends on the server', async () => {
    const api = installFakeApi({ signedIn: account() });
    await renderApp({ path: '/profile', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();

    api.account = undefined; // expired elsewhere: the next call answers 401
    fireEvent.change(screen.getByLabelText('System of units'), { target: { value: 'us' } });
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('administration', () => {
  it('lists the users, invites one, and acts as an ordinary user until the exit link', async () => {
    const api = installFakeApi({ signedIn: account({ role: 'admin' }) });
    api.users.push({ id: 'u1', username: 'ada', email: 'ada.lovelace@example.com', role: 'admin', createdAt: '2026-11-01T00:00:00.000Z' });
    api.users.push({ id: 'u2', username: 'bob', email: 'bob@example.com', role: 'ordinary', createdAt: '2026-11-02T00:00:00.000Z' });
    await renderApp({ path: '/admin/accounts', locale: 'en' });
    expect(await screen.findByRole('rowheader', { name: 'bob' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Act as ada' })).toBeNull();

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'carol@example.com' } });
    // The invitee's language starts as the admin's interface language and may be changed.
    const language = screen.getByLabelText<HTMLSelectElement>('Language of the invitee (e-mail, demo project)');
    expect(language.value).toBe('en');
    fireEvent.change(language, { target: { value: 'it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Invitation sent to carol@example.com')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'carol' })).toBeTruthy();
    const invite = api.calls.find((call) => call.path === '/api/admin/invite');
    expect(invite?.body).toMatchObject({ email: 'carol@example.com', role: 'ordinary', language: 'it' });
    // Every call names the interface language for the server's error messages.
    expect(invite?.headers['Accept-Language']).toBe('en');

    const actAs = screen.getByRole('button', { name: 'Act as bob' });
    expect(actAs.textContent).toBe('Act as bob'); // its visible text is its name (WCAG 2.5.3)
    fireEvent.click(actAs);
    expect(await screen.findByRole('link', { name: 'Exit impersonation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'bob, user menu' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Administration' })).toBeNull();
  });

  it('refuses the administration to other users', async () => {
    installFakeApi({ signedIn: account() });
    await renderApp({ path: '/admin', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are not allowed to access this page' })).toBeTruthy();
  });
});

describe('navigation modes', () => {
  it('shows only a Back button on the account and legal pages, the whole navigation elsewhere', async () => {
    installFakeApi();
    await renderApp({ path: '/data-privacy', locale: 'en' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Home' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Data privacy' })).toBeTruthy();

    fireEvent.click(within(nav).getByRole('button', { name: 'Back' }));
    expect(await within(nav).findByRole('link', { name: 'Home' })).toBeTruthy();
  });
});

describe('registering', () => {
  it('names each field that breaks a rule, then creates the account and opens the projects', async () => {
    const api = installFakeApi();
    await renderApp({ path: '/register', locale: 'en' });
    const form = await screen.findByRole('form', { name: 'Create an account' });

    fireEvent.change(field('Username'), { target: { value: 'a' } });
    fireEvent.change(field('E-mail'), { target: { value: 'not-an-address' } });
    fireEvent.change(field('Password'), { target: { value: 'short' } });
    fireEvent.change(field('Repeat the password'), { target: { value: 'other' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create the account' }));
    expect(screen.getByText('The username needs 3 to 50 characters.')).toBeTruthy();
    expect(screen.getByText('Please enter an e-mail address such as name@example.com.')).toBeTruthy();
    expect(screen.getByText('The password needs at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('The two passwords differ.')).toBeTruthy();
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((call) => call.path === '/api/register')).toBe(false);

    fireEvent.change(field('Username'), { target: { value: 'grace' } });
    fireEvent.change(field('E-mail'), { target: { value: 'grace@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'long enough' } });
    fireEvent.change(field('Repeat the password'), { target: { value: 'long enough' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create the account' }));
    expect(await screen.findByText(/This folder is empty/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'grace, user menu' })).toBeTruthy();
  });

  it('shows the server’s refusal', async () => {
    installFakeApi();
    await renderApp({ path: '/register', locale: 'en' });
    await screen.findByRole('form', { name: 'Create an account' });
    fireEvent.change(field('Username'), { target: { value: 'grace' } });
    fireEvent.change(field('E-mail'), { target: { value: 'taken@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'long enough' } });
    fireEvent.change(field('Repeat the password'), { target: { value: 'long enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An account already uses this e-mail address.');
  });

  it('says that registration is by invitation only when an admin closed it, not that the page is forbidden', async () => {
    installFakeApi();
    await renderApp({ path: '/register', locale: 'en' });
    await screen.findByRole('form', { name: 'Create an account' });
    fireEvent.change(field('Username'), { target: { value: 'grace' } });
    fireEvent.change(field('E-mail'), { target: { value: 'closed@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'long enough' } });
    fireEvent.change(field('Repeat the password'), { target: { value: 'long enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Registration is by invitation only: ask an administrator for an invitation.');
  });
});

describe('the signed-in user', () => {
  it('has a menu with a locally drawn avatar, profile and logout; admins get the settings entry', async () => {
    installFakeApi({ signedIn: account({ role: 'admin' }) });
    await renderApp({ path: '/projects', locale: 'en' });
    const menu = await screen.findByRole('button', { name: 'ada, user menu' });
    expect(menu.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('AL');
    expect(screen.getByRole('link', { name: 'Administration' }).getAttribute('href')).toBe('/admin');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');

    fireEvent.click(screen.getByRole('link', { name: 'Log out' }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Administration' })).toBeNull();
  });

  it('offers the exit of an impersonation as a plain link', async () => {
    installFakeApi({ signedIn: account({ impersonated: true }) });
    await renderApp({ path: '/projects', locale: 'en' });
    const exit = await screen.findByRole('link', { name: 'Exit impersonation' });
    expect(exit.getAttribute('href')).toBe('/api/admin/impersonateExit');
  });

  it('tells a user without a company that they belong to none, and offers no company entry', async () => {
    installFakeApi({ signedIn: account() });
    await renderApp({ path: '/company', locale: 'en' });
    expect(await screen.findByText('Your account does not belong to a company.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'ada, user menu' }));
    expect(screen.queryByRole('link', { name: 'Company' })).toBeNull();
  });

  it('switches the profile to US units and shows lengths in feet', async () => {
    const api = installFakeApi({ signedIn: account() });
    await renderApp({ path: '/profile', locale: 'en' });
    const units = await screen.findByLabelText('System of units');
    expect(screen.getByText(/100 metres is 100 m\./)).toBeTruthy();
    fireEvent.change(units, { target: { value: 'us' } });
    expect(await screen.findByText(/100 metres is 328 ft\./)).toBeTruthy();
    await waitFor(() => expect(api.account?.systemOfUnits).toBe('us'));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
  });
});
