// Tests of the session cache: reuse, expiry and forgetting.
import { describe, expect, it } from 'vitest';

import { SessionCache } from './session-cache.js';
import type { AuthContext } from './sessions.service.js';
import type { User } from './user.entity.js';

function auth(sessionId: string, userId: string, impersonatorId: string | null = null): AuthContext {
  return { sessionId, user: { id: userId } as User, xsrfToken: 'x', impersonatorId };
}

describe('SessionCache', () => {
  const far = new Date(Date.UTC(2100, 0, 1));

  it('keeps a session for its time, then forgets it', () => {
    let now = 1_000;
    const cache = new SessionCache(5_000, () => now);
    cache.set(auth('s1', 'u1'), far);
    expect(cache.get('s1')?.user.id).toBe('u1');
    now += 4_999;
    expect(cache.get('s1')).toBeDefined();
    now += 1;
    expect(cache.get('s1')).toBeUndefined();
  });

  it('never keeps a session past its own expiry', () => {
    let now = 1_000;
    const cache = new SessionCache(5_000, () => now);
    cache.set(auth('s1', 'u1'), new Date(2_000));
    now = 2_000;
    expect(cache.get('s1')).toBeUndefined();
  });

  it('forgets one session, or every session of a user, as user or impersonator', () => {
    const cache = new SessionCache(5_000);
    cache.set(auth('s1', 'u1'), far);
    cache.set(auth('s2', 'u1'), far);
    cache.set(auth('s3', 'u2', 'u1'), far);
    cache.set(auth('s4', 'u2'), far);
    cache.forget('s4');
    expect(cache.get('s4')).toBeUndefined();
    cache.forgetUser('u1');
    expect([cache.get('s1'), cache.get('s2'), cache.get('s3')]).toEqual([undefined, undefined, undefined]);
    expect(cache.size).toBe(0);
  });

  it('caches nothing when its time is 0 (SESSION_CACHE_MS=0)', () => {
    const cache = new SessionCache(0);
    cache.set(auth('s1', 'u1'), far);
    expect(cache.get('s1')).toBeUndefined();
  });
});
