// Accounts: registration, sign-in, the profile and the account view with company and licence.
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';

import { APP_CONFIG, type AppConfig, type LayingMethodName } from '../../config/index.js';
import { ConflictError, fieldIssue, ForbiddenError, UnauthenticatedError, ValidationError } from '../../errors/domain-error.js';
import { companyNameOf } from '../companies/company-lookup.js';
import { resolveLicence } from '../companies/licence-resolver.js';
import type { EffectiveLicence, LicenceSource, LicenceStatus } from '../companies/licence-rules.js';
import { DemoProjectService } from '../demo-project/demo-project.service.js';
import { AppSettingSchema } from '../settings/app-setting.entity.js';
import type { ChangePasswordInput, LoginInput, ProfileInput, RegisterInput } from '@cla/domain/api';
import { LOGIN_ADDRESS_WINDOW_MS, LOGIN_FAILURE_LIMIT, LoginThrottleService } from './login-throttle.service.js';
import { PasswordHasher } from '../identity/password-hasher.js';
import { INVITED_PASSWORD_HASH } from './password-reset.service.js';
import { SessionsService } from '../identity/sessions.service.js';
import { RuntimeSettings } from '../settings/runtime-settings.js';
import {
  type CompanyRole,
  type DisplayMode,
  type Language,
  type Role,
  type SystemOfUnits,
  type User,
  UserSchema,
} from '../identity/user.entity.js';
import { msg } from '../../i18n/messages.js';

/** What `whoami`, `login`, `register` and `profile` answer about a user (never the password hash). */
export interface AccountView {
  readonly id: string;
  readonly username: string;
  readonly email: string;
  readonly role: Role;
  /** The user's company and their role in it, or `null`. */
  readonly company: { readonly id: string; readonly name: string; readonly role: CompanyRole } | null;
  /** Whether an admin is acting as this user (`POST /api/admin/impersonate/{userId}`). */
  readonly impersonated: boolean;
  readonly systemOfUnits: SystemOfUnits;
  readonly displayMode: DisplayMode;
  readonly language: Language;
  readonly licence: LicenceView;
}

/** The licence part of the account: what may be used today, and why (status, dates). */
export interface LicenceView {
  /** The methods allowed today: none while the licence is expired, not yet valid or missing. */
  readonly allowedLayingMethods: LayingMethodName[];
  /** The methods the licence lists, whatever its dates. */
  readonly licensedLayingMethods: LayingMethodName[];
  readonly name: string | null;
  readonly source: LicenceSource;
  readonly status: LicenceStatus;
  readonly validFrom: string | null;
  readonly validUntil: string | null;
}

/** A user just signed in: the view, and the session token for the cookie. */
export interface SignedIn {
  readonly account: AccountView;
  readonly token: string;
}

/** The `app_setting` that records the first user ever created: that user is made admin. */
export const FIRST_USER_SETTING = 'first_user_id';

/** The licence part of an {@link AccountView}. */
export function toLicenceView(licence: EffectiveLicence): LicenceView {
  return {
    allowedLayingMethods: [...licence.allowedLayingMethods],
    licensedLayingMethods: [...licence.licensedLayingMethods],
    name: licence.name,
    source: licence.source,
    status: licence.status,
    validFrom: licence.validFrom,
    validUntil: licence.validUntil,
  };
}

/**
 * Projects a user row to the {@link AccountView}, with their company and the licence that applies to them now;
 * `impersonated` when an admin acts as that user.
 */
export async function toAccountView(em: EntityManager, user: User, impersonated = false): Promise<AccountView> {
  const company = await companyNameOf(em, user.companyId);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    company: company === null ? null : { id: company.id, name: company.name, role: user.companyRole ?? 'ordinary' },
    impersonated,
    systemOfUnits: user.systemOfUnits,
    displayMode: user.displayMode,
    language: user.language,
    licence: toLicenceView(await resolveLicence(em, user)),
  };
}

/**
 * Accounts: registration (the first user becomes admin), sign-in with its rate limit, password change,
 * profile, and the admin provisioned from `ADMIN_EMAIL`/`ADMIN_PASSWORD` at start. Throws domain errors
 * only; the HTTP layer maps them.
 */
@Injectable()
export class AccountsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Accounts');
  private readonly hasher = new PasswordHasher();
  /** A hash of a random password, checked when the user is unknown so that timing does not tell. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly demoProject: DemoProjectService,
    private readonly runtime: RuntimeSettings,
  ) {}

  /** Provisions the configured admin when no user has its e-mail. */
  async onApplicationBootstrap(): Promise<void> {
    const admin = this.config.auth.admin;
    if (admin === null) {
      return;
    }
    const em = this.em.fork();
    if ((await em.count(UserSchema, { email: admin.email })) > 0) {
      return;
    }
    const username = await this.freeUsername(em, admin.email.split('@')[0] ?? 'admin');
    try {
      // DEFAULT_LANGUAGE: the language of the admin's profile and demo project.
      await this.createUser({ username, email: admin.email, language: this.config.defaultLanguage }, 'admin', admin.password);
      this.logger.log(`Provisioned the admin ${admin.email} (ADMIN_EMAIL)`);
    } catch (error) {
      // Another server process starting at the same time provisioned it first.
      if (!(error instanceof ConflictError)) {
        throw error;
      }
    }
  }

  /**
   * Creates an account and signs it in. The first user of an empty instance becomes admin.
   *
   * @throws ConflictError when the username or e-mail is taken (`details.fields`)
   * @throws ForbiddenError `{ reason: 'registration-closed' }` when an admin set registration to invitation only
   */
  async register(input: RegisterInput): Promise<SignedIn> {
    if (!(await this.runtime.registrationOpen())) {
      throw new ForbiddenError(msg('auth.registrationClosed'), { reason: 'registration-closed' });
    }
    const user = await this.createUser(input, 'ordinary', input.password);
    const token = await this.sessions.create(user.id);
    return { account: await toAccountView(this.em.fork(), user), token };
  }

  /**
   * Checks the credentials and opens a session.
   *
   * @param client - the client address, part of the rate-limit key with the account
   * @throws RateLimitedError after too many failures for this client and account (10 in 15 minutes), or for this
   *   client on all accounts together (`LOGIN_ADDRESS_LIMIT` in a minute)
   * @throws UnauthenticatedError on an unknown identifier or a wrong password (the same answer for both)
   */
  async login(input: LoginInput, client: string): Promise<SignedIn> {
    const em = this.em.fork();
    const user = await em.findOne(
      UserSchema,
      input.identifier.includes('@') ? { email: input.identifier } : { username: input.identifier },
    );
    // Counted per account, whichever identifier (e-mail or username) names it; an unknown identifier per itself.
    const byAccount = LoginThrottleService.keyOf('login', client, user === null ? `?${input.identifier.toLowerCase()}` : `#${user.id}`);
    const byClient = LoginThrottleService.keyOf('login-client', client);
    const attempt = await this.throttle.reserve([
      { key: byAccount, limit: LOGIN_FAILURE_LIMIT },
      { key: byClient, limit: this.config.auth.loginAddressLimit, windowMs: LOGIN_ADDRESS_WINDOW_MS },
    ]);
    const valid = await this.hasher.verify(input.password, user?.passwordHash ?? (await this.getDummyHash()));
    if (user === null || !valid) {
      throw new UnauthenticatedError(msg('auth.wrongCredentials'));
    }
    await attempt.refund();
    await this.throttle.reset(byAccount);
    if (user.deactivatedAt !== null && user.deactivatedAt !== undefined) {
      throw new ForbiddenError(msg('auth.deactivated'), { reason: 'deactivated' });
    }
    if (this.hasher.needsRehash(user.passwordHash)) {
      // An older hash (scrypt, or argon2 at lower cost): upgrade it while the password is at hand.
      user.passwordHash = await this.hasher.hash(input.password);
      await em.flush();
    }
    const token = await this.sessions.create(user.id);
    return { account: await toAccountView(em, user), token };
  }

  /**
   * The view of a user, read afresh; `impersonated` when an admin's session acts as that user.
   *
   * @throws UnauthenticatedError when the user no longer exists
   */
  async whoami(userId: string, impersonated = false): Promise<AccountView> {
    const em = this.em.fork();
    return toAccountView(em, await this.requireUser(em, userId), impersonated);
  }

  /**
   * Creates an invited user without a usable password ({@link INVITED_PASSWORD_HASH}): nobody can sign in as
   * them until the invitation is confirmed. Without a username, one is made from the e-mail's local part.
   *
   * @param language - the profile language (and so the demo project's), chosen by the inviter
   * @throws ConflictError when the e-mail (or the given username) is taken (`details.fields`)
   */
  async createInvited(input: { readonly email: string; readonly username?: string; readonly role: Role }, language: Language = 'en'): Promise<User> {
    const username = input.username ?? (await this.freeUsername(this.em.fork(), input.email.split('@')[0] ?? 'user'));
    return this.createUser({ username, email: input.email, language }, input.role, null);
  }

  /**
   * Changes the password after checking the old one, and ends every other session of the user.
   *
   * @throws ValidationError (`oldPassword`) when the old password is wrong — not a 401, which would sign
   *   the client out
   * @throws RateLimitedError after too many wrong old passwords
   */
  async changePassword(userId: string, currentSessionId: string, input: ChangePasswordInput): Promise<void> {
    const key = LoginThrottleService.keyOf('change-password', userId);
    const attempt = await this.throttle.reserve([{ key, limit: LOGIN_FAILURE_LIMIT }]);
    const em = this.em.fork();
    const user = await this.requireUser(em, userId);
    if (!(await this.hasher.verify(input.oldPassword, user.passwordHash))) {
      throw new ValidationError([fieldIssue('oldPassword', 'issue.oldPassword')]);
    }
    await attempt.refund();
    await this.throttle.reset(key);
    user.passwordHash = await this.hasher.hash(input.newPassword);
    await em.transactional(async (tx) => {
      tx.persist(user);
      await this.sessions.deleteOthers(userId, currentSessionId, tx);
    });
    this.sessions.forgetUser(userId);
  }

  /** Changes the given profile fields. */
  async updateProfile(userId: string, input: ProfileInput): Promise<AccountView> {
    const em = this.em.fork();
    const user = await this.requireUser(em, userId);
    if (input.systemOfUnits !== undefined) {
      user.systemOfUnits = input.systemOfUnits;
    }
    if (input.displayMode !== undefined) {
      user.displayMode = input.displayMode;
    }
    if (input.language !== undefined) {
      user.language = input.language;
    }
    await em.flush();
    // Cached sessions hold the user as it was.
    this.sessions.forgetUser(userId);
    return toAccountView(em, user);
  }

  private async requireUser(em: EntityManager, userId: string): Promise<User> {
    const user = await em.findOne(UserSchema, { id: userId });
    if (user === null) {
      throw new UnauthenticatedError(msg('auth.userGone'));
    }
    return user;
  }

  /**
   * Inserts a user with the default licence. In the same transaction it claims the "first user" setting
   * (insert-if-absent, race-free on both databases): the claimant becomes admin.
   *
   * @param password - the plain password, or `null` for an invited user (no usable password yet)
   */
  private async createUser(input: Pick<RegisterInput, 'username' | 'email' | 'language'>, role: Role, password: string | null): Promise<User> {
    const taken = await this.takenFields(input);
    if (taken.length > 0) {
      throw conflict(taken);
    }
    const passwordHash = password === null ? INVITED_PASSWORD_HASH : await this.hasher.hash(password);
    const defaultLayingMethods = await this.runtime.defaultLayingMethods();
    try {
      const created = await this.em.fork().transactional(async (em) => {
        const now = new Date();
        const user = em.create(UserSchema, {
          id: uuidv7(),
          username: input.username,
          email: input.email,
          passwordHash,
          role,
          companyId: null,
          companyRole: null,
          licenceId: null,
          deactivatedAt: null,
          systemOfUnits: 'std',
          displayMode: 'expert',
          language: input.language ?? this.config.defaultLanguage,
          allowedLayingMethods: JSON.stringify(defaultLayingMethods),
          createdAt: now,
          updatedAt: now,
        });
        await em.flush();
        await em.upsert(
          AppSettingSchema,
          { key: FIRST_USER_SETTING, value: user.id, updatedAt: now },
          { onConflictFields: ['key'], onConflictAction: 'ignore' },
        );
        const first = await em.findOne(AppSettingSchema, { key: FIRST_USER_SETTING }, { refresh: true });
        if (first?.value === user.id && user.role !== 'admin') {
          user.role = 'admin';
          await em.flush();
        }
        return user;
      });
      // Every new account starts with its own copy of the demo project (DEMO_PROJECT); never fails the account.
      await this.demoProject.copyInto(created);
      return created;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        // Lost a race with another registration of the same name or e-mail.
        const raced = await this.takenFields(input);
        throw conflict(raced.length > 0 ? raced : ['username', 'email']);
      }
      throw error;
    }
  }

  private async takenFields(input: Pick<RegisterInput, 'username' | 'email'>): Promise<string[]> {
    const em = this.em.fork();
    const [byName, byEmail] = await Promise.all([
      em.count(UserSchema, { username: input.username }),
      em.count(UserSchema, { email: input.email }),
    ]);
    return [...(byName > 0 ? ['username'] : []), ...(byEmail > 0 ? ['email'] : [])];
  }

  /** `base`, else `base2`, `base3`… (for the provisioned admin, whose username is not configured). */
  private async freeUsername(em: EntityManager, base: string): Promise<string> {
    const clean = base.replace(/[^\p{L}\p{N}._-]/gu, '').slice(0, 40).padEnd(3, '_');
    for (let suffix = 1; ; suffix += 1) {
      const candidate = suffix === 1 ? clean : `${clean}${suffix}`;
      if ((await em.count(UserSchema, { username: candidate })) === 0) {
        return candidate;
      }
    }
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= this.hasher.hash(uuidv7());
    return this.dummyHash;
  }
}

function conflict(fields: readonly string[]): ConflictError {
  return new ConflictError(msg('auth.taken', { fields: fields.join(', ') }), { fields });
}
