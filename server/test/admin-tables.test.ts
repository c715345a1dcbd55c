import { PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AccessLogService } from '../src/modules/access-log/access-log.service.js';
import { AdminTables, col, inProcess, SECRET_PROPERTIES } from '../src/modules/common/admin-tables.js';
import { recentLog } from '../src/recent-log.js';
import { availableDatabases } from './support/test-databases.js';
import { startWorld, UNKNOWN_ID, type World } from './support/world.js';

interface Page {
  table: string;
  columns: string[];
  rows: Record<string, unknown>[];
  total: number;
  page: number;
  pageSize: number;
}

/** Every secret a row could leak, by column name or by value. */
function expectNoSecrets(table: string, rows: readonly Record<string, unknown>[], secrets: readonly string[]): void {
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      expect(SECRET_PROPERTIES as readonly string[], `${table}.${key}`).not.toContain(key);
    }
    const text = JSON.stringify(row);
    for (const secret of secrets) {
      expect(text.includes(secret), `${table} leaks a secret`).toBe(false);
    }
  }
}

describe('the registry of the admin tables', () => {
  it('refuses a second table of a name and a column named as a secret, keeps the rest sorted by name', () => {
    const tables = new AdminTables();
    tables.register(inProcess('zeta', [col('name', 'string')], 'kept in memory'));
    tables.register(inProcess('alpha', [col('name', 'string')], 'kept in memory'));
    expect(() => tables.register(inProcess('alpha', [col('other', 'string')], 'again'))).toThrow(/alpha: registered twice/);
    expect(() => tables.register(inProcess('users', [col('name', 'string'), col('passwordHash', 'string')], 'leaks'))).toThrow(/passwordHash is a secret/);
    expect(tables.sorted.map((table) => table.name)).toEqual(['alpha', 'zeta']);
    expect(tables.byName('zeta')?.emptyReason).toBe('kept in memory');
    expect(tables.byName('users')).toBeUndefined();
  });
});

/** The admin's generic table view: every table, paging, sorting, filtering, the whitelist, CSV. */
describe.each(availableDatabases())('admin table view on $name', (kind) => {
  let w: World;
  /** values that must never appear in any answer: the session tokens, an API key, the stored hashes */
  const secrets: string[] = [];

  beforeAll(async () => {
    w = await startWorld(kind);
    const distributor = (await w.admin.post('/api/admin/distributors', { name: '=Nordic, "Cables"', contact: '+46 8 000', country: 'SE' }).expect(201)).body;
    await w.admin.post('/api/admin/distributors', { name: 'Alpine', contact: '@alps', country: 'CH' }).expect(201);
    await w.admin.post('/api/admin/distributors', { name: 'Baltic', contact: '-', country: 'LV' }).expect(201);
    const licence = (await w.admin.post('/api/admin/licences', { name: 'Trial', allowedLayingMethods: ['pull'], seats: 2, validFrom: '2026-01-01', validUntil: '2099-12-31' }).expect(201)).body;
    await w.admin.post('/api/admin/companies', { name: 'Fibre Works', address: '1 Duct Road', country: 'CH', distributor: distributor.id, licence: licence.id }).expect(201);
    const project = (await w.owner.post('/api/project2', { name: 'Pipeline' }).expect(201)).body.id as string;
    await w.owner.post('/api/section', { project, data: sectionFromTemplate(PULLING_TEMPLATE) }).expect(201);
    await w.owner.post('/api/presets', { name: 'My cable', type: 'cable', data: { outerDiameter: 10 } }).expect(201);
    const key = (await w.owner.post('/api/api-keys', { name: 'Nightly' }).expect(201)).body.key as string;
    secrets.push(key);
    await w.http.post('/api/password-request').send({ email: 'owner@example.com' }).expect(204);
    await w.app.get(AccessLogService).flush();
  });

  afterAll(async () => {
    await w?.close();
  });

  const page = async (path: string): Promise<Page> => (await w.admin.get(path).expect(200)).body as Page;

  it('lists every table with its columns, never a secret one', async () => {
    const tables = (await w.admin.get('/api/admin/tables').expect(200)).body as { name: string; columns: { name: string; filterable: boolean; sortable: boolean }[] }[];
    expect(tables.map((table) => table.name)).toEqual(['accesslog', 'apikey', 'batch', 'company', 'distributor', 'file', 'licence', 'logs', 'metrics', 'preset', 'project2', 'projects', 'section', 'session', 'token', 'user']);
    for (const table of tables) {
      expect(table.columns.length).toBeGreaterThan(0);
      for (const column of table.columns) {
        expect(SECRET_PROPERTIES as readonly string[]).not.toContain(column.name);
      }
    }
    // a section's row says whether its stored result still belongs to its data (the digest in its detail)
    expect(tables.find((table) => table.name === 'section')?.columns.map((column) => column.name)).toEqual(expect.arrayContaining(['stale', 'resultsHash']));
    expect(tables.find((table) => table.name === 'session')?.columns.map((column) => column.name)).not.toContain('id');
    expect(tables.find((table) => table.name === 'token')?.columns.map((column) => column.name)).not.toContain('id');
  });

  it('answers every table, with rows where the database has some, and no secret in any row or detail', async () => {
    const sessionIds = (await w.admin.get('/api/admin/tables/session').expect(200)).body as Page;
    expect(sessionIds.total).toBeGreaterThanOrEqual(3);
    for (const table of w.app.get(AdminTables).sorted) {
      const answer = await page(`/api/admin/tables/${table.name}?pageSize=200`);
      expect(answer).toMatchObject({ table: table.name, page: 1, pageSize: 200 });
      expect(answer.columns).toEqual(table.columns.filter((column) => !column.detailOnly).map((column) => column.name));
      expectNoSecrets(table.name, answer.rows, secrets);
      if (table.name === 'logs') {
        // the tests' app logs through Nest's own logger, not AppLogger: only what a test adds (below) is kept
      } else if (!['file', 'projects', 'batch'].includes(table.name)) {
        expect(answer.total, table.name).toBeGreaterThan(0);
      }
      const first = answer.rows[0];
      if (table.idColumn !== null && first !== undefined) {
        const detail = (await w.admin.get(`/api/admin/tables/${table.name}/rows/${first['id'] as string}`).expect(200)).body as Record<string, unknown>;
        expect(Object.keys(detail).sort()).toEqual(table.columns.map((column) => column.name).sort());
        expectNoSecrets(table.name, [detail], secrets);
      }
    }
    // The stored secrets themselves: no answer holds a session id, a key hash or a password hash.
    const users = await page('/api/admin/tables/user');
    expect(users.rows.every((row) => !('passwordHash' in row))).toBe(true);
    expect(JSON.stringify(users)).not.toMatch(/\$argon2|\$scrypt/);
    expect(JSON.stringify(await page('/api/admin/tables/apikey'))).not.toMatch(/[0-9a-f]{64}/);
    expect(JSON.stringify(await page('/api/admin/tables/session'))).not.toMatch(/[0-9a-f]{64}/);
    expect(JSON.stringify(await page('/api/admin/tables/token'))).not.toMatch(/[0-9a-f]{64}/);
    await w.admin.get(`/api/admin/tables/session/rows/${UNKNOWN_ID}`).expect(404);
  });

  it('shows the metrics the process keeps (those of GET /metrics), filtered, sorted and paged in memory', async () => {
    const all = await page('/api/admin/tables/metrics?pageSize=200');
    expect(all.columns).toEqual(['name', 'type', 'labels', 'value']);
    expect(all.total).toBeGreaterThan(all.rows.length - 1);
    // names A to Z by default
    const names = all.rows.map((row) => row['name'] as string);
    expect(names).toEqual([...names].sort());
    // the requests this test file made are counted, by route pattern
    const requests = await page('/api/admin/tables/metrics?filter.name=cla_http_requests_total&q=/api/admin/distributors&sort=value&order=desc');
    expect(requests.total).toBeGreaterThan(0);
    for (const row of requests.rows) {
      expect(row).toMatchObject({ name: 'cla_http_requests_total', type: 'counter' });
      expect(row['labels']).toMatch(/^method=\w+, route=\/api\/admin\/distributors.*, status=\d{3}$/);
      expect(Number(row['value'])).toBeGreaterThan(0);
    }
    const posted = requests.rows.find((row) => (row['labels'] as string).startsWith('method=POST, route=/api/admin/distributors, status=201'));
    expect(Number(posted?.['value'])).toBeGreaterThanOrEqual(2);
    const values = requests.rows.map((row) => Number(row['value']));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const second = await page('/api/admin/tables/metrics?pageSize=2&page=2');
    expect(second.rows).toEqual(all.rows.slice(2, 4));
    await w.admin.get('/api/admin/tables/metrics?filter.nope=1').expect(400);
  });

  it('shows the last lines the process logged, newest first, filtered by level and searched', async () => {
    recentLog.add('log', 'Database', 'schema up to date', new Date('2026-12-02T01:00:00.000Z'));
    recentLog.add('warn', 'Mail', 'the SMTP server refused user@example.com', new Date('2026-12-02T01:00:01.000Z'));
    const lines = await page('/api/admin/tables/logs');
    expect(lines.columns).toEqual(['time', 'level', 'context', 'message']);
    const times = lines.rows.map((row) => row['time'] as string);
    expect(times).toEqual([...times].sort().reverse());
    const warned = await page('/api/admin/tables/logs?filter.level=warn&q=smtp');
    expect(warned.rows).toContainEqual({ time: '2026-12-02T01:00:01.000Z', level: 'warn', context: 'Mail', message: 'the SMTP server refused user@example.com' });
    expect(warned.rows.every((row) => row['level'] === 'warn')).toBe(true);
    expect((await page('/api/admin/tables/logs?filter.time=2026-12-02&filter.context=database')).rows.map((row) => row['message'])).toContain('schema up to date');
  });

  it('pages, sorts and filters on whitelisted columns', async () => {
    const byName = await page('/api/admin/tables/distributor?sort=name&order=asc&pageSize=2');
    expect(byName.total).toBe(3);
    expect(byName.rows.map((row) => row['name'])).toEqual(['=Nordic, "Cables"', 'Alpine']);
    const second = await page('/api/admin/tables/distributor?sort=name&order=asc&pageSize=2&page=2');
    expect(second.rows.map((row) => row['name'])).toEqual(['Baltic']);
    const desc = await page('/api/admin/tables/distributor?sort=name&order=desc');
    expect(desc.rows.map((row) => row['name'])).toEqual(['Baltic', 'Alpine', '=Nordic, "Cables"']);
    expect((await page('/api/admin/tables/distributor?filter.country=ch')).rows.map((row) => row['name'])).toEqual(['Alpine']);
    expect((await page('/api/admin/tables/distributor?q=BALT')).rows.map((row) => row['name'])).toEqual(['Baltic']);
    const chosen = await page('/api/admin/tables/distributor?columns=name,country&sort=name');
    expect(chosen.columns).toEqual(['name', 'country']);
    expect(Object.keys(chosen.rows[0] ?? {}).sort()).toEqual(['country', 'id', 'name']);
    const admins = await page('/api/admin/tables/user?filter.role=admin');
    expect(admins.rows.map((row) => row['username'])).toEqual(['admin']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await page(`/api/admin/tables/user?filter.createdAt=${today}`)).total).toBe(3);
    expect((await page('/api/admin/tables/user?filter.createdAt=2000-01-01')).total).toBe(0);
    expect((await page('/api/admin/tables/accesslog?filter.status=201')).rows.every((row) => row['status'] === 201)).toBe(true);
    expect((await page('/api/admin/tables/batch?filter.status=x&sort=createdAt')).rows).toEqual([]);
    // A table without searchable columns finds nothing for a search, rather than everything.
    expect((await page('/api/admin/tables/session?q=x')).total).toBe(0);
    expect((await page('/api/admin/tables/session?q=%20')).total).toBeGreaterThan(0);
  });

  it('refuses unknown tables (404) and unknown or unusable columns and bad values (400 naming them)', async () => {
    await w.admin.get('/api/admin/tables/nope').expect(404);
    await w.admin.get('/api/admin/tables/nope/rows/x').expect(404);
    await w.admin.get(`/api/admin/tables/company/rows/${UNKNOWN_ID}`).expect(404);
    await w.admin.get('/api/admin/tables/company/rows/not-an-id').expect(404);
    const issue = async (path: string) => ((await w.admin.get(path).expect(400)).body.details.issues as { field: string; message: string }[])[0];
    expect(await issue('/api/admin/tables/user?sort=passwordHash')).toEqual({ field: 'sort', message: 'has no column passwordHash' });
    expect(await issue('/api/admin/tables/user?filter.passwordHash=x')).toEqual({ field: 'filter.passwordHash', message: 'has no column passwordHash' });
    expect(await issue('/api/admin/tables/user?columns=username,passwordHash')).toEqual({ field: 'columns', message: 'has no column passwordHash' });
    expect(await issue('/api/admin/tables/user?columns=,')).toEqual({ field: 'columns', message: 'must name at least one column' });
    expect(await issue('/api/admin/tables/session?sort=id')).toEqual({ field: 'sort', message: 'has no column id' });
    expect(await issue('/api/admin/tables/section?sort=data')).toEqual({ field: 'sort', message: 'cannot sort by data' });
    expect(await issue('/api/admin/tables/user?pageSize=201')).toMatchObject({ field: 'pageSize' });
    expect(await issue('/api/admin/tables/user?page=0')).toMatchObject({ field: 'page' });
    expect(await issue('/api/admin/tables/user?order=up')).toMatchObject({ field: 'order' });
    expect(await issue('/api/admin/tables/user?bogus=1')).toMatchObject({ field: 'bogus' });
    expect(await issue('/api/admin/tables/accesslog?filter.status=abc')).toEqual({ field: 'filter.status', message: 'must be a whole number' });
    expect(await issue('/api/admin/tables/user?filter.companyId=abc')).toEqual({ field: 'filter.companyId', message: 'must be an id' });
    expect(await issue('/api/admin/tables/user?filter.createdAt=yesterday')).toEqual({ field: 'filter.createdAt', message: 'must be a date (YYYY-MM-DD)' });
    expect(await issue('/api/admin/tables/user?filter.role=a&filter.role=b')).toEqual({ field: 'filter.role', message: 'must be given once' });
  });

  it('refuses filter values no database can compare with (400 naming the filter, not a 500): a NUL, a day outside 0001-01-01…9999-12-30, a day that does not exist', async () => {
    const issue = async (path: string) => ((await w.admin.get(path).expect(400)).body.details.issues as { field: string; message: string }[])[0];
    expect(await issue('/api/admin/tables/user?filter.username=a%00b')).toEqual({ field: 'filter.username', message: 'must not contain a NUL character' });
    expect(await issue('/api/admin/tables/user?filter.role=%00')).toEqual({ field: 'filter.role', message: 'must not contain a NUL character' });
    for (const day of ['0000-01-01', '9999-12-31', '2026-02-30', '2026-13-01']) {
      expect(await issue(`/api/admin/tables/user?filter.createdAt=${day}`), day).toEqual({ field: 'filter.createdAt', message: 'must be a date (YYYY-MM-DD)' });
    }
    // The ends of the range are days like any other.
    for (const day of ['0001-01-01', '9999-12-30', '2028-02-29']) {
      expect((await w.admin.get(`/api/admin/tables/user?filter.createdAt=${day}`).expect(200)).body.total, day).toBe(0);
    }
  });

  it('exports the filtered, sorted rows as CSV with quoting and formulas neutralised', async () => {
    const response = await w.admin.get('/api/admin/tables/distributor?format=csv&sort=name&order=asc&columns=name,contact,country').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="distributor.csv"');
    expect(response.text).toBe(`name,contact,country\r\n"'=Nordic, ""Cables""",'+46 8 000,SE\r\nAlpine,'@alps,CH\r\nBaltic,'-,LV\r\n`);
    const filtered = await w.admin.get('/api/admin/tables/distributor?format=csv&filter.country=se&columns=country').expect(200);
    expect(filtered.text).toBe('country\r\nSE\r\n');
  });

  it('refuses non-admins (403) and anonymous callers (401)', async () => {
    for (const path of ['/api/admin/tables', '/api/admin/tables/user', '/api/admin/tables/user?format=csv', `/api/admin/tables/user/rows/${UNKNOWN_ID}`]) {
      expect((await w.owner.get(path).expect(403)).body.code).toBe('FORBIDDEN');
      await w.http.get(path).expect(401);
    }
  });
});
