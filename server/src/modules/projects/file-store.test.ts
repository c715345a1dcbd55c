// Tests of the file store.
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { FileStore } from './file-store.js';

describe('FileStore', () => {
  let dataDir: string;

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('removes uploads older than an hour at start, and keeps recent ones (another process may be receiving them)', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cla-file-store-'));
    const store = new FileStore({ dataDir });
    await mkdir(store.uploadDirectory, { recursive: true });
    await writeFile(join(store.uploadDirectory, 'old'), 'x');
    await writeFile(join(store.uploadDirectory, 'new'), 'y');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(join(store.uploadDirectory, 'old'), twoHoursAgo, twoHoursAgo);
    await store.onApplicationBootstrap();
    expect(await readdir(store.uploadDirectory)).toEqual(['new']);
  });

  it('starts without an uploads folder', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cla-file-store-'));
    await expect(new FileStore({ dataDir: join(dataDir, 'missing') }).onApplicationBootstrap()).resolves.toBeUndefined();
  });
});
