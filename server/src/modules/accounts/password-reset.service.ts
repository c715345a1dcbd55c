// Password-reset and invitation links: made, mailed, and used once.
import { createHash, randomBytes } from 'node:crypto';

import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { fieldIssue, ValidationError } from '../../errors/domain-error.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { mailLanguage, renderMail } from '../mail/mail-templates.js';
import { type AccountTokenKind, AccountTokenSchema } from './account-token.entity.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordHasher } from '../identity/password-hasher.js';
import type { TokenPasswordInput } from '@cla/domain/api';
import { SessionSchema } from '../identity/session.entity.js';
import { SessionsService } from '../identity/sessions.service.js';
import { type Language, type User, UserSchema } from '../identity/user.entity.js';

/** A password-reset link works for 1 hour… */
export const RESET_TTL_MS = 60 * 60 * 1000;
/** …an invitation for 7 days. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Password-reset requests per e-mail address within the login window (15 minutes)… */
export const PASSWORD_REQUEST_EMAIL_LIMIT = 5;
/** …and per client address. */
export const PASSWORD_REQUEST_CLIENT_LIMIT = 20;
/**
 * The password hash of an invited user who has not chosen a password yet: neither argon2id nor scrypt, so nothing
 * verifies against it and nobody can sign in as that user before the invitation is confirmed.
 */
export const INVITED_PASSWORD_HASH = '!invited';

/** The stored id of a link token: its SHA-256, hex (the token itself is stored nowhere). */
export function accountTokenIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const BAD_TOKEN = (): ValidationError =>
  new ValidationError([fieldIssue('token', 'issue.badToken')]);

/**
 * Password resets and invitations by e-mailed links. A link carries a single-use token of 256 random bits
 * (base64url), stored only as its SHA-256, valid {@link RESET_TTL_MS} or {@link INVITE_TTL_MS}; issuing a new one
 * deletes the user's unused ones of the same kind. Consuming it sets the password and ends every session of the
 * user, in one transaction with the conditional `used_at` update, so a token works exactly once.
 */
@Injectable()
export class PasswordResetService implements OnApplicationShutdown {
  private readonly logger = new Logger('PasswordReset');
  private readonly hasher = new PasswordHasher();
  /** Reset e-mails being prepared after the answer was sent. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly em: EntityManager,
    private readonly throttle: LoginThrottleService,
    private readonly sessions: SessionsService,
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Asks for a reset link for an e-mail address. Whatever the address, the caller learns nothing: the user is
   * looked up, and the link issued and mailed, after the answer (so the time taken does not tell either).
   *
   * @param client - the client address, for the per-client limit
   * @throws RateLimitedError beyond {@link PASSWORD_REQUEST_EMAIL_LIMIT} requests for the address or
   *   {@link PASSWORD_REQUEST_CLIENT_LIMIT} from the client within 15 minutes (counted for unknown addresses too)
   */
  async request(email: string, client: string): Promise<void> {
    const byEmail = LoginThrottleService.keyOf('password-request', email);
    const byClient = LoginThrottleService.keyOf('password-request-client', client);
    // Every request counts (never refunded).
    await this.throttle.reserve([
      { key: byEmail, limit: PASSWORD_REQUEST_EMAIL_LIMIT },
      { key: byClient, limit: PASSWORD_REQUEST_CLIENT_LIMIT },
    ]);
    this.track(this.sendReset(email));
  }

  /**
   * Issues an invitation link for a user just created without a password, and enqueues the e-mail in `language`, the
   * language the inviter chose for the invitee (stored with the token; the user was created in it).
   */
  async sendInvite(user: User, language: Language = user.language): Promise<void> {
    const token = await this.issue(user.id, 'invite', INVITE_TTL_MS, language);
    await this.outbox.enqueue({
      kind: 'invite',
      message: renderMail('invite', mailLanguage(language), user.email, { username: user.username, link: this.link('confirm-invite', token) }),
    });
  }

  /**
   * Sets a new password with a reset link's token and ends every session of the user.
   *
   * @throws ValidationError on `token` when it is unknown, expired or already used
   */
  resetPassword(input: TokenPasswordInput): Promise<void> {
    return this.consume(input, 'password-reset');
  }

  /** Sets the first password of an invited user. @throws ValidationError on `token` (unknown, expired, used) */
  confirmInvite(input: TokenPasswordInput): Promise<void> {
    return this.consume(input, 'invite');
  }

  /** Resolves when the reset e-mails being prepared are enqueued and the outbox has sent what it could (tests). */
  async idle(): Promise<void> {
    await this.settlePending();
    await this.outbox.idle();
  }

  /** Lets the reset e-mails being prepared reach the outbox (which keeps them for the next start if need be). */
  onApplicationShutdown(): Promise<void> {
    return this.settlePending();
  }

  private async settlePending(): Promise<void> {
    while (this.pending.size > 0) {
      await Promise.allSettled([...this.pending]);
    }
  }

  private track(work: Promise<void>): void {
    const tracked: Promise<void> = work
      .catch((error: unknown) => this.logger.error('A password-reset e-mail failed', error instanceof Error ? error.stack : String(error)))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  private async sendReset(email: string): Promise<void> {
    const user = await this.em.fork().findOne(UserSchema, { email });
    if (user === null) {
      return;
    }
    const token = await this.issue(user.id, 'password-reset', RESET_TTL_MS);
    await this.outbox.enqueue({
      kind: 'password-reset',
      message: renderMail('password-reset', mailLanguage(user.language), user.email, { username: user.username, link: this.link('password-reset', token) }),
    });
  }

  private link(page: 'password-reset' | 'confirm-invite', token: string): string {
    return `${this.config.publicUrl}/${page}/${token}`;
  }

  /** A new token for a user (its unused ones of the same kind are deleted); answers the token for the link. */
  private async issue(userId: string, kind: AccountTokenKind, ttlMs: number, language: Language | null = null): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await this.em.fork().transactional(async (em) => {
      await em.nativeDelete(AccountTokenSchema, { userId, kind, usedAt: null });
      em.create(AccountTokenSchema, {
        id: accountTokenIdOf(token),
        userId,
        kind,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
        usedAt: null,
        language,
      });
    });
    return token;
  }

  private async consume(input: TokenPasswordInput, kind: AccountTokenKind): Promise<void> {
    const id = accountTokenIdOf(input.token);
    const usable = { id, kind, usedAt: null, expiresAt: { $gt: new Date() } };
    // Checked before the (deliberately slow) hash, so that junk tokens cost nothing; re-checked below.
    if ((await this.em.fork().count(AccountTokenSchema, usable)) === 0) {
      throw BAD_TOKEN();
    }
    const passwordHash = await this.hasher.hash(input.password);
    const userId = await this.em.fork().transactional(async (em) => {
      const now = new Date();
      if ((await em.nativeUpdate(AccountTokenSchema, { ...usable, expiresAt: { $gt: now } }, { usedAt: now })) !== 1) {
        throw BAD_TOKEN();
      }
      const token = await em.findOneOrFail(AccountTokenSchema, { id });
      const user = await em.findOne(UserSchema, { id: token.userId });
      if (user === null) {
        throw BAD_TOKEN();
      }
      user.passwordHash = passwordHash;
      // The invitee speaks the language the inviter chose for them until they change it in their profile.
      if (token.language !== null && token.language !== undefined) {
        user.language = token.language;
      }
      await em.nativeDelete(AccountTokenSchema, { userId: user.id, kind, usedAt: null });
      await em.nativeDelete(SessionSchema, { userId: user.id });
      return user.id;
    });
    this.sessions.forgetUser(userId);
  }
}
