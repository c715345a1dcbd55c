// Every page of the admin area (docs/product.md, "Admin routes"), for the browser tests that walk them all.
import type { Page } from 'playwright-core';

/** The tables of the generic table view, `/admin/table-view/{table}`. */
export const ADMIN_TABLES = ['accesslog', 'apikey', 'batch', 'company', 'distributor', 'file', 'licence', 'logs', 'metrics', 'preset', 'project2', 'projects', 'section', 'session', 'token', 'user'] as const;

/** The admin's test pages and their headings. */
export const ADMIN_TEST_PAGES: readonly (readonly [path: string, heading: string])[] = [
  ['/admin/test/submitButton', 'Test: buttons'],
  ['/admin/test/typography', 'Test: typography'],
  ['/admin/test/editableLabel', 'Test: editable label'],
  ['/admin/test/elevation', 'Test: route and altitude profile'],
  ['/admin/test/file-import', 'Test: route file import'],
];

/** The ids the pages with an id need: of the admin, and of a plan, company, distributor, licence and global preset. */
export interface AdminIds {
  user: string;
  username: string;
  plan: string;
  company: string;
  distributor: string;
  licence: string;
  preset: string;
}

/** Every admin page, editor (with and without its id) and test page, with its level-1 heading (English). */
export function adminPages(ids: AdminIds): (readonly [path: string, heading: string])[] {
  return [
    ['/admin', 'Administration'],
    ['/admin/users', 'Users'],
    ['/admin/users/role/admin', 'Users'],
    [`/admin/users/company/${ids.company}`, 'Users'],
    ['/admin/accounts', 'Administration: users'],
    ['/admin/companies', 'Companies'],
    ['/admin/distributors', 'Distributors'],
    ['/admin/licences', 'Licences'],
    ['/admin/plans', 'Plans'],
    ['/admin/plans/new', 'New plan'],
    [`/admin/plans/${ids.plan}`, 'Edit the plan'],
    ['/admin/presets', 'Global presets'],
    ['/admin/motd', 'Message of the day'],
    ['/admin/settings', 'Settings'],
    ['/admin/statistics', 'Statistics'],
    ['/admin/admin-tools', 'Admin tools'],
    ['/admin/grafana', 'Monitoring (Grafana)'],
    ['/admin/change-password', 'Set a user’s password'],
    [`/admin/change-password/${ids.user}`, 'Set a user’s password'],
    ['/admin/edit-company', 'New company'],
    [`/admin/edit-company/${ids.company}`, 'Edit the company'],
    ['/admin/edit-distributor', 'New distributor'],
    [`/admin/edit-distributor/${ids.distributor}`, 'Edit the distributor'],
    ['/admin/edit-licence', 'New licence'],
    [`/admin/edit-licence/${ids.licence}`, 'Edit the licence'],
    ['/admin/edit-preset', 'New global preset'],
    [`/admin/edit-preset/${ids.preset}`, 'Edit a global preset'],
    ['/admin/edit-user', 'Invite a user'],
    [`/admin/edit-user/${ids.user}`, `Edit the user ${ids.username}`],
    ...ADMIN_TEST_PAGES,
  ];
}

/** Calls the API with the page's session (and its XSRF cookie on writes); throws on a failed answer. */
export async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const xsrf = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1];
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
      const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body },
  );
  if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text}`);
  return (answer.text === '' ? undefined : JSON.parse(answer.text)) as T;
}

/** Creates a distributor, a licence, a company and a plan through the API and finds the admin's id and a global preset. */
export async function createAdminIds(page: Page): Promise<AdminIds> {
  const me = await callApi<{ id: string; username: string }>(page, 'GET', '/api/whoami');
  const distributor = await callApi<{ id: string }>(page, 'POST', '/api/admin/distributors', { name: 'Walk Distribution', contact: 'walk@example.com', country: 'CH' });
  const licence = await callApi<{ id: string }>(page, 'POST', '/api/admin/licences', { name: 'Walk licence', allowedLayingMethods: ['pull'], seats: 2, validFrom: '2026-01-01', validUntil: '2099-12-31' });
  const company = await callApi<{ id: string }>(page, 'POST', '/api/admin/companies', { name: 'Walk & Co', country: 'CH', distributor: distributor.id, licence: licence.id });
  const plan = await callApi<{ id: string }>(page, 'POST', '/api/admin/plans', { name: 'Walk plan', allowedLayingMethods: ['pull'], seats: 3, durationDays: 365 });
  const presets = await callApi<{ id: string }[]>(page, 'GET', '/api/admin/presets');
  const preset = presets[0]?.id;
  if (preset === undefined) throw new Error('no global preset to edit');
  return { user: me.id, username: me.username, plan: plan.id, company: company.id, distributor: distributor.id, licence: licence.id, preset };
}
