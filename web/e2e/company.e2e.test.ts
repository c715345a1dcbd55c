import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { runAxe } from './axe.ts';
import { HAS_CHROMIUM, type RunningServer, register, createProject, createSection, TEST_PASSWORD, openApp, closeApp } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

/** The axe rules of names and labels: every control of the company page has an accessible name. */
const NAME_RULES = ['button-name', 'select-name', 'label', 'link-name', 'input-button-name', 'color-contrast', 'nested-interactive'];

/** A client of the API over HTTP, signed in with the cookies of a registration. */
async function httpUser(url: string, username: string) {
  const res = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: TEST_PASSWORD }),
  });
  expect(res.status).toBe(201);
  const cookies = Object.fromEntries(res.headers.getSetCookie().map((line) => (line.split(';')[0] ?? '').split('=') as [string, string]));
  const headers = { 'content-type': 'application/json', cookie: `cla_session=${cookies['cla_session']}; XSRF-TOKEN=${cookies['XSRF-TOKEN']}`, 'x-xsrf-token': decodeURIComponent(cookies['XSRF-TOKEN'] ?? '') };
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
    return (text === '' ? null : JSON.parse(text)) as Record<string, unknown> & { id: string };
  };
  return { id: ((await res.json()) as { id: string }).id, call };
}

describe.skipIf(!HAS_CHROMIUM)('the company page and the licence in Chromium against the real server', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let admin: Awaited<ReturnType<typeof httpUser>>;
  let companyId: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ server, browser, page } = await openApp(pageErrors, { locale: 'en-GB', viewport: { width: 1280, height: 900 }, bypassCSP: true }));
    // The first account is the admin: it sells the company a licence without jetting.
    admin = await httpUser(server.url, 'seller');
    const licence = await admin.call('POST', '/api/admin/licences', { name: 'Ground crew', allowedLayingMethods: ['push', 'pull', 'pushpull'], seats: 3, validFrom: '2026-01-01', validUntil: '2099-12-31' });
    companyId = (await admin.call('POST', '/api/admin/companies', { name: 'Trench & Co', country: 'CH', licence: licence.id })).id;
  });

  afterAll(() => closeApp(browser, server));

  it('lets a manager invite a person, see the invitation and change a member’s role', async () => {
    await register(page, server.url, 'boss');
    await page.getByRole('button', { name: 'New project' }).waitFor();
    const users = (await admin.call('GET', '/api/admin/users')) as unknown as { id: string; username: string }[];
    const bossId = users.find((user) => user.username === 'boss')?.id ?? '';
    await admin.call('PATCH', `/api/admin/users/${bossId}`, { company: companyId, companyRole: 'manager' });
    const crew = await httpUser(server.url, 'crew');
    await admin.call('PATCH', `/api/admin/users/${crew.id}`, { company: companyId });

    await page.reload();
    await page.getByRole('button', { name: 'boss, user menu' }).click();
    await page.getByRole('link', { name: 'Company' }).click();
    await page.getByRole('heading', { level: 1, name: 'Trench & Co' }).waitFor();
    await expect.poll(() => page.getByTestId('company-seats').textContent()).toBe('2 of 3 used');
    expect(await page.getByRole('list', { name: 'Laying methods' }).textContent()).not.toContain('Jetting');

    await page.getByLabel('E-mail').fill('newcomer@example.com');
    await page.getByRole('button', { name: 'Send the invitation', exact: true }).click();
    const invitations = page.getByRole('region', { name: 'Pending invitations' });
    await invitations.getByRole('rowheader', { name: 'newcomer@example.com' }).waitFor();
    await invitations.getByRole('button', { name: 'Resend the invitation to newcomer@example.com' }).waitFor();
    await invitations.getByRole('button', { name: 'Revoke the invitation to newcomer@example.com' }).waitFor();
    await expect.poll(() => page.getByTestId('company-seats').textContent()).toBe('3 of 3 used');

    // Every seat is taken now: one more invitation is refused with a translated sentence.
    await page.getByLabel('E-mail').fill('one.too.many@example.com');
    await page.getByRole('button', { name: 'Send the invitation', exact: true }).click();
    await page.getByText('Every seat of the licence is taken', { exact: false }).first().waitFor();
    // An address already invited, or of a member, is refused with what is wrong, not "someone changed this".
    await page.getByLabel('E-mail').fill('newcomer@example.com');
    await page.getByRole('button', { name: 'Send the invitation', exact: true }).click();
    await page.getByText('This address already has a pending invitation', { exact: false }).first().waitFor();
    await page.getByLabel('E-mail').fill('crew@example.com');
    await page.getByRole('button', { name: 'Send the invitation', exact: true }).click();
    await page.getByText('This address already belongs to a member of the company.').first().waitFor();
    expect(await page.getByText('Someone changed this in the meantime', { exact: false }).count()).toBe(0);

    // The last manager cannot step down: the sentence says what to do, and the role stays.
    await page.getByRole('combobox', { name: 'Role of boss' }).selectOption('ordinary');
    await page.getByText('The company must keep at least one manager', { exact: false }).first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Role of boss' }).inputValue()).toBe('manager');

    // Revoking an invitation asks first; cancelling keeps it.
    await invitations.getByRole('button', { name: 'Revoke the invitation to newcomer@example.com' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke the invitation to newcomer@example.com?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await invitations.getByRole('rowheader', { name: 'newcomer@example.com' }).waitFor();

    await page.getByRole('combobox', { name: 'Role of crew' }).selectOption('manager');
    await page.getByText('Role of crew changed').first().waitFor();
    const members = (await admin.call('GET', '/api/admin/users')) as unknown as { username: string; companyRole: string | null }[];
    expect(members.find((user) => user.username === 'crew')?.companyRole).toBe('manager');
    expect(await page.getByRole('combobox', { name: 'Role of crew' }).inputValue()).toBe('manager');

    const violations = (await runAxe(page)).filter((violation) => NAME_RULES.includes(violation.id));
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('fits the members and the invitations on a phone (390 px): neither the page nor a table scrolls sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const members = page.getByRole('region', { name: 'Members' });
    await members.getByRole('rowheader', { name: /^crew/ }).waitFor();
    await page.getByRole('region', { name: 'Pending invitations' }).getByRole('rowheader', { name: 'newcomer@example.com' }).waitFor();
    // the API keys' table too (the panel is on the company page)
    await page.evaluate(async () => {
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      await fetch('/api/api-keys', { method: 'POST', headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf }, body: JSON.stringify({ name: 'Nightly calculations of the crew' }) });
    });
    await page.reload();
    await page.getByRole('rowheader', { name: 'Nightly calculations of the crew' }).waitFor();
    await members.getByRole('rowheader', { name: /^crew/ }).waitFor();
    const sideways = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - window.innerWidth,
      // a box that scrolls sideways inside the page (a table wider than its card)
      boxes: [...document.querySelectorAll('main *')]
        .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth + 1)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.scrollWidth} px in ${element.clientWidth} px`),
    }));
    expect(sideways).toEqual({ page: 0, boxes: [] });
    // Each cell still says what it is (the column's heading), and every control keeps its name
    expect(await members.getByRole('cell', { name: /^E-mail/ }).first().isVisible()).toBe(true);
    await members.getByRole('combobox', { name: 'Role of crew' }).waitFor();
    await members.getByRole('button', { name: 'Remove crew from the company' }).waitFor();
    const violations = (await runAxe(page)).filter((violation) => NAME_RULES.includes(violation.id));
    expect(violations).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(pageErrors).toEqual([]);
  });

  it('makes a person who registers through the invitation link join the company', async () => {
    const token = /\/join\/([A-Za-z0-9_-]{43})/.exec(server.output().split('newcomer@example.com').pop() ?? '')?.[1];
    expect(token).toBeTruthy();
    const context = await browser.newContext({ locale: 'en-GB' });
    const visitor = await context.newPage();
    visitor.on('pageerror', (e) => pageErrors.push(e.message));
    await visitor.goto(`${server.url}/join/${token}`);
    // A visitor signs in or registers first, then comes back to the link.
    await visitor.getByRole('link', { name: 'Create an account' }).click();
    await visitor.getByLabel('Username').fill('newcomer');
    await visitor.getByLabel('E-mail').fill('newcomer@example.com');
    await visitor.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await visitor.getByLabel('Repeat the password').fill(TEST_PASSWORD);
    await visitor.getByRole('button', { name: 'Create the account' }).click();
    await visitor.getByText('You are invited to join Trench & Co as Member', { exact: false }).waitFor();
    await visitor.getByRole('button', { name: 'Join Trench & Co' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'Trench & Co' }).waitFor();
    // An ordinary member reads the company and its licence, without the members' management.
    expect(await visitor.getByRole('button', { name: 'Send the invitation', exact: true }).count()).toBe(0);
    await context.close();
    expect(pageErrors).toEqual([]);
  });

  it('hides jetting from the section editor of a licence without it', async () => {
    await page.goto(`${server.url}/projects`);
    await createProject(page, 'Company work');
    await createSection(page, 'Pull under licence', 'pulling');
    await page.getByRole('navigation', { name: 'Section tabs' }).getByRole('link', { name: /^General/ }).click();
    const method = page.getByLabel('Laying method');
    await method.waitFor();
    const options = await method.locator('option').allTextContents();
    expect(options).toContain('Pulling');
    expect(options).not.toContain('Jetting');
    expect(await page.getByTestId('licence-notice').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
