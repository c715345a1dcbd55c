import { createHash } from 'node:crypto';

import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';

import { RateLimitedError } from '../../errors/domain-error.js';
import { LoginFailureSchema } from './session.entity.js';

/** At most this many failures per key within {@link LOGIN_WINDOW_MS}; the next attempt is refused. */
export const LOGIN_FAILURE_LIMIT = 10;
/** The sliding window of the login rate limit: 15 minutes. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * The rate limit on password checks (sign-in, password change) and on password-reset requests (where every
 * request counts as an event, per e-mail and per client address): {@link LOGIN_FAILURE_LIMIT} failures
 * per key in a sliding {@link LOGIN_WINDOW_MS} window, then 429 until the oldest failure leaves the
 * window. Counted in the database (`login_failure`) so that every server process shares the count.
 */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly em: EntityManager) {}

  /** The key of a client and an identifier: SHA-256 of both, so the table holds neither. */
  static keyOf(...parts: string[]): string {
    return createHash('sha256').update(parts.join('\n')).digest('hex');
  }

  /**
   * @param limit - the events allowed per key in the window (default {@link LOGIN_FAILURE_LIMIT}; password-reset
   *   requests use lower ones)
   * @throws RateLimitedError when the key has reached the limit within the window
   */
  async assertAllowed(key: string, now = new Date(), limit = LOGIN_FAILURE_LIMIT): Promise<void> {
    const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
    const failures = await this.em
      .fork()
      .find(LoginFailureSchema, { keyHash: key, createdAt: { $gt: since } }, { orderBy: { createdAt: 'desc' }, limit });
    if (failures.length < limit) {
      return;
    }
    const oldest = failures[failures.length - 1]?.createdAt ?? now;
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest.getTime() + LOGIN_WINDOW_MS - now.getTime()) / 1000));
    throw new RateLimitedError(`Too many failed attempts; try again in ${retryAfterSeconds} s`, retryAfterSeconds);
  }

  /** Counts one failure, and forgets failures older than the window (every key). */
  async recordFailure(key: string, now = new Date()): Promise<void> {
    const em = this.em.fork();
    await em.nativeDelete(LoginFailureSchema, { createdAt: { $lte: new Date(now.getTime() - LOGIN_WINDOW_MS) } });
    em.create(LoginFailureSchema, { id: uuidv7(), keyHash: key, createdAt: now });
    await em.flush();
  }

  /** Forgets the failures of a key (after a success). */
  async reset(key: string): Promise<void> {
    await this.em.fork().nativeDelete(LoginFailureSchema, { keyHash: key });
  }
}
