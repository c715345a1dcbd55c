// Tests of the recent log.
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppLogger } from './app-logger.js';
import { RecentLog } from './recent-log.js';

describe('RecentLog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the last lines up to its capacity, oldest dropped first, errors by their message', () => {
    const log = new RecentLog(3);
    const at = new Date('2026-12-02T01:00:00.000Z');
    for (const n of [1, 2, 3, 4]) log.add('log', 'Main', `line ${n}`, at);
    log.add('error', 'Mail', new Error('smtp refused'), at);
    expect(log.all()).toEqual([
      { time: '2026-12-02T01:00:00.000Z', level: 'log', context: 'Main', message: 'line 3' },
      { time: '2026-12-02T01:00:00.000Z', level: 'log', context: 'Main', message: 'line 4' },
      { time: '2026-12-02T01:00:00.000Z', level: 'error', context: 'Mail', message: 'smtp refused' },
    ]);
    log.add('warn', 'X', { code: 7 }, at);
    expect(log.all().at(-1)?.message).toBe('{"code":7}');
  });

  it('is written by AppLogger with each line it prints, and not with the lines it drops', () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const recent = new RecentLog();
    const logger = new AppLogger(false, recent);
    logger.log('listening on 3000', 'Main');
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.warn('disk almost full', 'Files');
    expect(recent.all().map(({ level, context, message }) => `${level} ${context} ${message}`)).toEqual(['log Main listening on 3000', 'warn Files disk almost full']);
    expect(Number.isNaN(Date.parse(recent.all()[0]!.time))).toBe(false);
  });
});
