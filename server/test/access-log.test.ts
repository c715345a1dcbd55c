import { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AccessLogService, loggedPath } from '../src/modules/access-log/access-log.service.js';
import { availableDatabases } from './support/test-databases.js';
import { startWorld, type World } from './support/world.js';

describe('loggedPath', () => {
  it('drops the query string and replaces share tokens', () => {
    expect(loggedPath('/api/presets?type=cable&order=name')).toBe('/api/presets');
    expect(loggedPath(`/api/section/share/${'a'.repeat(43)}/copy`)).toBe('/api/section/share/:token/copy');
    expect(loggedPath(`/api/${'x'.repeat(600)}`)).toHaveLength(500);
  });
});

describe.each(availableDatabases())('access log on $name', (kind) => {
  let w: World;

  beforeAll(async () => {
    w = await startWorld(kind);
  });

  afterAll(async () => {
    await w?.close();
  });

  const rows = async (): Promise<Record<string, unknown>[]> => {
    await w.app.get(AccessLogService).flush();
    return w.app.get(MikroORM).em.getConnection().execute('select method, path, status, user_id, duration_ms from access_log order by created_at, id');
  };

  it('records method, path, status, user and duration of API requests, without query strings, bodies or tokens', async () => {
    const whoami = await w.owner.get('/api/whoami').expect(200);
    const ownerId = whoami.body.id as string;
    await w.http.get('/api/folders?secret=1').expect(401);
    await w.owner.post('/api/folder', { name: 'Logged folder name' }).expect(201);
    await w.http.get(`/api/section/share/${'Z'.repeat(43)}`).expect(404);
    await w.http.get('/index.html');

    const logged = await rows();
    const find = (method: string, path: string) => logged.find((row) => row['method'] === method && row['path'] === path);
    expect(find('GET', '/api/whoami')).toMatchObject({ status: 200, user_id: ownerId });
    expect(find('GET', '/api/folders')).toMatchObject({ status: 401, user_id: null });
    expect(find('POST', '/api/folder')).toMatchObject({ status: 201, user_id: ownerId });
    expect(find('GET', '/api/section/share/:token')).toMatchObject({ status: 404 });
    expect(Number(find('GET', '/api/whoami')?.['duration_ms'])).toBeGreaterThanOrEqual(0);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('secret');
    expect(text).not.toContain('Logged folder name');
    expect(text).not.toContain('Z'.repeat(43));
    expect(logged.some((row) => row['path'] === '/index.html')).toBe(false);
  });
});
