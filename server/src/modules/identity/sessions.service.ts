// Sessions: created, resolved from their token (cached), ended.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { dateOf, selectRows } from '../../database/raw-rows.js';
import { SessionCache } from './session-cache.js';
import { SessionSchema } from './session.entity.js';
import { type User, UserSchema } from './user.entity.js';

/** A session token: 256 random bits, base64url (43 characters). */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
/** `last_seen_at` (and the sliding expiry) is written at most this often per session. */
const TOUCH_INTERVAL_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The session's columns in {@link SESSION_WITH_USER}, named apart from the user's. */
const SESSION_COLUMNS = { expiresAt: 'session_expires_at', lastSeenAt: 'session_last_seen_at', impersonatorId: 'session_impersonator_id' } as const;
/** A session and its user, if any, in one row: the user's columns by their names, the session's as above. */
const SESSION_WITH_USER =
  `select u.*, s.expires_at as ${SESSION_COLUMNS.expiresAt}, s.last_seen_at as ${SESSION_COLUMNS.lastSeenAt}, ` +
  `s.impersonator_id as ${SESSION_COLUMNS.impersonatorId} from session s left join app_user u on u.id = s.user_id where s.id = ?`;

/** A signed-in request: its user and session (or API key). */
export interface AuthContext {
  readonly user: User;
  readonly sessionId: string;
  /** The CSRF token this session expects in `X-XSRF-TOKEN` (see {@link xsrfTokenOf}). */
  readonly xsrfToken: string;
  /** The admin acting as {@link user} in this session, or `null` (no impersonation). */
  readonly impersonatorId: string | null;
  /**
   * Set when the request came with an API key (`Authorization: Bearer`) instead of a session: the key's id and
   * visible prefix. `sessionId` and `xsrfToken` are then empty.
   */
  readonly apiKey?: { readonly id: string; readonly prefix: string };
}

/** The stored id of a session token: its SHA-256, hex. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The CSRF token of a session: HMAC-SHA256 keyed by the (secret, random) session token, base64url. It is
 * as unguessable as the token, bound to the session (a cookie planted by a sibling sub-domain does not
 * match), and needs no storage.
 */
export function xsrfTokenOf(token: string): string {
  return createHmac('sha256', token).update('XSRF-TOKEN').digest('base64url');
}

/** Compares two strings in constant time (for equal lengths). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Database-backed sessions, so that any server process can serve any request. The token only travels in
 * the cookie; the table keeps its SHA-256. A session expires `SESSION_TTL_DAYS` after its last use. Resolved
 * sessions are kept `SESSION_CACHE_MS` in a {@link SessionCache}; every change below forgets them.
 */
@Injectable()
export class SessionsService implements OnModuleInit, OnApplicationShutdown {
  private readonly cache: SessionCache;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.cache = new SessionCache(config.auth.sessionCacheMs);
  }

  async onModuleInit(): Promise<void> {
    await this.cache.connect(this.config.redisUrl);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.cache.close();
  }

  /** The session lifetime in seconds (the cookie's `Max-Age`). */
  get ttlSeconds(): number {
    return this.config.auth.sessionTtlDays * 24 * 60 * 60;
  }

  /**
   * Opens a session for a user and answers its token (to put in the cookie, never stored). Deletes the
   * user's expired sessions on the way, so abandoned browsers do not pile up.
   */
  async create(userId: string, em: EntityManager = this.em.fork()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.config.auth.sessionTtlDays * DAY_MS);
    // Two statements written by hand (a sign-in is frequent; the unit of work would add a transaction around the one
    // INSERT, which is atomic by itself).
    const connection = em.getConnection();
    const transaction = em.getTransactionContext();
    await connection.execute('delete from session where user_id = ? and expires_at <= ?', [userId, now], 'run', transaction);
    await connection.execute(
      'insert into session (id, user_id, created_at, last_seen_at, expires_at, impersonator_id) values (?, ?, ?, ?, ?, null)',
      [sessionIdOf(token), userId, now, now, expiresAt],
      'run',
      transaction,
    );
    return token;
  }

  /**
   * The user and session of a cookie token, or `null` when the token is malformed, unknown or expired
   * (an expired session is deleted). Slides the expiry at most once a minute.
   */
  async resolve(token: string): Promise<AuthContext | null> {
    if (!TOKEN_FORMAT.test(token)) {
      return null;
    }
    const sessionId = sessionIdOf(token);
    const cached = this.cache.get(sessionId);
    if (cached !== undefined) {
      return cached;
    }
    const em = this.em.fork();
    // One query for the session and its user (left join: a session whose user is gone is deleted below).
    const [row] = await selectRows(em, SESSION_WITH_USER, [sessionId]);
    if (row === undefined) {
      return null;
    }
    const session = {
      id: sessionId,
      expiresAt: dateOf(row[SESSION_COLUMNS.expiresAt]),
      lastSeenAt: dateOf(row[SESSION_COLUMNS.lastSeenAt]),
      impersonatorId: (row[SESSION_COLUMNS.impersonatorId] ?? null) as string | null,
    };
    const now = new Date();
    if (session.expiresAt.getTime() <= now.getTime()) {
      await em.nativeDelete(SessionSchema, { id: session.id });
      return null;
    }
    if (row['id'] === null || row['id'] === undefined) {
      await em.nativeDelete(SessionSchema, { id: session.id });
      return null;
    }
    for (const column of Object.values(SESSION_COLUMNS)) {
      delete row[column];
    }
    // The user as the entity layer builds it (types converted, the password hash hidden from serialisation).
    const user = em.map(UserSchema, row);
    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      session.lastSeenAt = now;
      session.expiresAt = new Date(now.getTime() + this.config.auth.sessionTtlDays * DAY_MS);
      await em.nativeUpdate(SessionSchema, { id: session.id }, { lastSeenAt: session.lastSeenAt, expiresAt: session.expiresAt });
    }
    const auth: AuthContext = { user, sessionId: session.id, xsrfToken: xsrfTokenOf(token), impersonatorId: session.impersonatorId };
    this.cache.set(auth, session.expiresAt);
    return auth;
  }

  /** Ends one session (sign-out). */
  async delete(sessionId: string): Promise<void> {
    this.cache.forget(sessionId);
    await this.em.fork().nativeDelete(SessionSchema, { id: sessionId });
    this.cache.forget(sessionId);
  }

  /**
   * Forgets the cached look-up of a session: call after a transaction that changed it commits (a request between
   * the change and the commit may have cached the old state).
   */
  forget(sessionId: string): void {
    this.cache.forget(sessionId);
  }

  /** Forgets the cached sessions of a user (a profile, role or password change; every session ended). */
  forgetUser(userId: string): void {
    this.cache.forgetUser(userId);
  }

  /**
   * Makes a session act as another user (impersonation): its user becomes `userId`, and `impersonatorId`
   * remembers the admin whose session it is. The token, and so the CSRF token, stay the same.
   */
  async impersonate(sessionId: string, userId: string, impersonatorId: string, em: EntityManager = this.em.fork()): Promise<void> {
    await em.nativeUpdate(SessionSchema, { id: sessionId }, { userId, impersonatorId });
    this.cache.forget(sessionId);
  }

  /** Gives an impersonating session back to its admin. */
  async endImpersonation(sessionId: string, impersonatorId: string, em: EntityManager = this.em.fork()): Promise<void> {
    await em.nativeUpdate(SessionSchema, { id: sessionId }, { userId: impersonatorId, impersonatorId: null });
    this.cache.forget(sessionId);
  }

  /** Ends every session of a user but one (after a password change). */
  async deleteOthers(userId: string, keepSessionId: string, em: EntityManager = this.em.fork()): Promise<void> {
    await em.nativeDelete(SessionSchema, { userId, id: { $ne: keepSessionId } });
    this.cache.forgetUser(userId);
  }
}
