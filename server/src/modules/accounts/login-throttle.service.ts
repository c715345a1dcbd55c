// The login throttle: failed sign-ins per client and account, and per client address.
import { createHash } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { RateLimitedError } from '../../errors/domain-error.js';
import { CounterStore } from '../rate-limit/counter-store.js';
import { msg } from '../../i18n/messages.js';

/** At most this many failures per client and account within {@link LOGIN_WINDOW_MS}; the next attempt is refused. */
export const LOGIN_FAILURE_LIMIT = 10;
/** The window of the login rate limits: 15 minutes. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/**
 * The window of the limit per client address across all accounts: one minute, so that an office behind one address
 * (a proxy, a company NAT) locked out by a neighbour's failures waits at most a minute.
 */
export const LOGIN_ADDRESS_WINDOW_MS = 60 * 1000;

/** One counter to reserve: its key ({@link LoginThrottleService.keyOf}) and the most hits allowed in the window. */
export interface ThrottleLimit {
  readonly key: string;
  readonly limit: number;
  /** The counter's window; {@link LOGIN_WINDOW_MS} when absent. */
  readonly windowMs?: number;
}

/** Attempts counted before their password check: refunded when the check succeeds. */
export interface Reservation {
  /** Takes the attempt back from every counter (the password was right). */
  refund(): Promise<void>;
}

/**
 * The rate limits on password checks (sign-in, password change) and password-reset requests. Each attempt is
 * counted **before** the password is checked, with an atomic increment ({@link CounterStore}: memory, or Redis
 * shared by every process), and refused when the count it got is over the limit; a successful check refunds
 * its attempt. So parallel requests cannot pass the limit: of 20 simultaneous wrong passwords, at most the limit
 * reach the password hasher. Windows are fixed (15 minutes from a key's first attempt).
 */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly store: CounterStore) {}

  /** The key of a client and an identifier: SHA-256 of both, so the store holds neither. */
  static keyOf(...parts: string[]): string {
    return createHash('sha256').update(parts.join('\n')).digest('hex');
  }

  /**
   * Counts one attempt on every counter, then refuses it when any count is over its limit.
   *
   * @throws RateLimitedError when a counter is over its limit, with the seconds until its window ends
   */
  async reserve(limits: readonly ThrottleLimit[]): Promise<Reservation> {
    const hits = await Promise.all(limits.map((limit) => this.store.increment(limit.key, limit.windowMs ?? LOGIN_WINDOW_MS)));
    const over = hits.filter((hit, index) => hit.count > (limits[index]?.limit ?? 0));
    if (over.length > 0) {
      const retryAfterSeconds = Math.max(1, ...over.map((hit) => Math.ceil(hit.resetInMs / 1000)));
      throw new RateLimitedError(msg('auth.tooManyFailures', { seconds: retryAfterSeconds }), retryAfterSeconds);
    }
    let refunded = false;
    return {
      refund: async () => {
        if (!refunded) {
          refunded = true;
          await Promise.all(limits.map((limit) => this.store.decrement(limit.key)));
        }
      },
    };
  }

  /** Forgets the attempts of a key (after a success). */
  async reset(key: string): Promise<void> {
    await this.store.delete(key);
  }
}
