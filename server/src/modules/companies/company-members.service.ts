// A company's members and invitations, as its managers see and change them.
import { createHash, randomBytes } from 'node:crypto';

import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { ConflictError, ForbiddenError, NotFoundError, SeatsError } from '../../errors/domain-error.js';
import { SessionsService } from '../identity/sessions.service.js';
import { type CompanyRole, type User, UserSchema } from '../identity/user.entity.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { mailLanguage, renderMail } from '../mail/mail-templates.js';
import type { CompanyInviteInput } from '@cla/domain/api';
import { type CompanyInvitation, CompanyInvitationSchema } from './company-invitation.entity.js';
import { type UserCompanyView, userCompanyViewOf } from './company-views.js';
import { type Company, CompanySchema } from './company.entity.js';
import { seatsUsed } from './licence-resolver.js';
import { lockCompanySeats } from './seat-lock.js';
import { LicenceSchema } from './licence.entity.js';
import { msg } from '../../i18n/messages.js';

/** A company invitation link works for 14 days. */
export const COMPANY_INVITE_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** A member of the caller's company. */
export interface MemberView {
  readonly id: string;
  readonly username: string;
  readonly email: string;
  readonly role: CompanyRole;
  readonly active: boolean;
}

/** A pending invitation of the caller's company (`expired` ones hold no seat; resend them or revoke them). */
export interface InvitationView {
  readonly id: string;
  readonly email: string;
  readonly role: CompanyRole;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly expired: boolean;
}

/** What the invitation link shows before the person joins. */
export interface InvitationPreview {
  readonly company: string;
  readonly email: string;
  readonly role: CompanyRole;
  readonly expiresAt: string;
}

function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function invitationView(row: CompanyInvitation, now = new Date()): InvitationView {
  return { id: row.id, email: row.email, role: row.role, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString(), expired: row.expiresAt <= now };
}

function memberView(user: User): MemberView {
  return { id: user.id, username: user.username, email: user.email, role: user.companyRole ?? 'ordinary', active: user.deactivatedAt === null || user.deactivatedAt === undefined };
}

const UNUSABLE_INVITATION = (): NotFoundError => new NotFoundError(msg('company.unusableInvitation'));

/**
 * A company's members and invitations, managed by its managers (and by app admins who belong to it): invite by
 * e-mail within the licence's seats, resend or revoke an invitation, change a member's role, remove a member. The
 * company always keeps at least one manager. A person who opens the link, signed in (after registering or signing
 * in), joins the company.
 */
@Injectable()
export class CompanyMembersService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The user's company with its licence, or `null`. */
  async userCompany(user: User): Promise<UserCompanyView | null> {
    const em = this.em.fork();
    const company = user.companyId ? await em.findOne(CompanySchema, { id: user.companyId }) : null;
    return company === null ? null : userCompanyViewOf(em, company, user.companyRole ?? 'ordinary');
  }

  async members(user: User): Promise<MemberView[]> {
    const em = this.em.fork();
    const company = await this.managed(em, user);
    const rows = await em.find(UserSchema, { companyId: company.id }, { orderBy: { username: 'asc' } });
    return rows.map(memberView);
  }

  async invitations(user: User): Promise<InvitationView[]> {
    const em = this.em.fork();
    const company = await this.managed(em, user);
    const rows = await em.find(CompanyInvitationSchema, { companyId: company.id, acceptedAt: null }, { orderBy: { createdAt: 'asc' } });
    const now = new Date();
    return rows.map((row) => invitationView(row, now));
  }

  /**
   * Invites a person by e-mail: a pending invitation holds a seat until accepted or expired.
   *
   * @throws SeatsError (409 `E_SEATS`) when every seat of the company's licence is taken (or it has none)
   * @throws ConflictError (`fields: ['email']`, `reason: 'alreadyMember' | 'alreadyInvited'`) when the person is already a
   *   member or already invited
   */
  async invite(user: User, input: CompanyInviteInput): Promise<InvitationView> {
    const companyId = (await this.managed(this.em.fork(), user)).id;
    const { invitation, token, company } = await this.em.fork().transactional(async (em) => {
      await lockCompanySeats(em, companyId);
      const company = await this.managed(em, user);
      if ((await em.count(UserSchema, { companyId: company.id, email: input.email })) > 0) {
        throw new ConflictError(msg('company.alreadyMember', { email: input.email }), { fields: ['email'], reason: 'alreadyMember' });
      }
      const now = new Date();
      if ((await em.count(CompanyInvitationSchema, { companyId: company.id, email: input.email, acceptedAt: null, expiresAt: { $gt: now } })) > 0) {
        throw new ConflictError(msg('company.alreadyInvited', { email: input.email }), { fields: ['email'], reason: 'alreadyInvited' });
      }
      await this.requireFreeSeat(em, company, 0);
      // An expired invitation of the same address is replaced.
      await em.nativeDelete(CompanyInvitationSchema, { companyId: company.id, email: input.email, acceptedAt: null });
      const token = randomBytes(32).toString('base64url');
      const invitation = em.create(CompanyInvitationSchema, {
        id: uuidv7(),
        companyId: company.id,
        email: input.email,
        role: input.role,
        tokenHash: tokenHashOf(token),
        invitedBy: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + COMPANY_INVITE_TTL_MS),
        acceptedAt: null,
      });
      return { invitation, token, company };
    });
    await this.mail(invitation, token, company, user);
    return invitationView(invitation);
  }

  /** Sends an invitation again with a new link (the old one stops working) and a new expiry. */
  async resend(user: User, invitationId: string): Promise<InvitationView> {
    const companyId = (await this.managed(this.em.fork(), user)).id;
    const { invitation, token, company } = await this.em.fork().transactional(async (em) => {
      await lockCompanySeats(em, companyId);
      const company = await this.managed(em, user);
      const invitation = await em.findOne(CompanyInvitationSchema, { id: invitationId, companyId: company.id, acceptedAt: null });
      if (invitation === null) {
        throw new NotFoundError(msg('company.noSuchInvitation'));
      }
      const now = new Date();
      if (invitation.expiresAt <= now) {
        // An expired invitation held no seat: it needs one again.
        await this.requireFreeSeat(em, company, 0);
      }
      const token = randomBytes(32).toString('base64url');
      invitation.tokenHash = tokenHashOf(token);
      invitation.expiresAt = new Date(now.getTime() + COMPANY_INVITE_TTL_MS);
      return { invitation, token, company };
    });
    await this.mail(invitation, token, company, user);
    return invitationView(invitation);
  }

  /** Revokes an invitation: its link stops working and its seat is free. */
  async revoke(user: User, invitationId: string): Promise<void> {
    const em = this.em.fork();
    const company = await this.managed(em, user);
    if ((await em.nativeDelete(CompanyInvitationSchema, { id: invitationId, companyId: company.id, acceptedAt: null })) === 0) {
      throw new NotFoundError(msg('company.noSuchInvitation'));
    }
  }

  /**
   * Changes a member's company role.
   *
   * @throws ConflictError (`reason: 'lastManager'`) when it would leave the company without a manager
   */
  async changeRole(user: User, memberId: string, role: CompanyRole): Promise<MemberView> {
    const member = await this.em.fork().transactional(async (em) => {
      const company = await this.managed(em, user);
      const member = await this.member(em, company, memberId);
      if (role !== 'manager') {
        await this.keepAManager(em, company, member);
      }
      member.companyRole = role;
      return member;
    });
    this.sessions.forgetUser(member.id);
    return memberView(member);
  }

  /** Takes a member out of the company: they fall back to their personal licence. */
  async remove(user: User, memberId: string): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const company = await this.managed(em, user);
      const member = await this.member(em, company, memberId);
      await this.keepAManager(em, company, member);
      member.companyId = null;
      member.companyRole = null;
    });
    this.sessions.forgetUser(memberId);
  }

  /** What an invitation link shows (company, address invited, role), for anybody holding the link. */
  async preview(token: string): Promise<InvitationPreview> {
    const em = this.em.fork();
    const invitation = await this.usable(em, token);
    const company = await em.findOneOrFail(CompanySchema, { id: invitation.companyId });
    return { company: company.name, email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt.toISOString() };
  }

  /**
   * The signed-in user accepts an invitation and joins its company with its role. The link is the secret: whoever
   * holds it may accept it, whatever address they signed up with (the managers see who joined).
   *
   * @throws NotFoundError when the invitation is unknown, expired, revoked or used
   * @throws ConflictError (`reason: 'otherCompany'`) when the user already belongs to a company
   * @throws SeatsError when the licence's seats were reduced below the members since the invitation
   */
  async accept(user: User, token: string): Promise<UserCompanyView> {
    const companyId = (await this.usable(this.em.fork(), token)).companyId;
    const view = await this.em.fork().transactional(async (em) => {
      await lockCompanySeats(em, companyId);
      const invitation = await this.usable(em, token);
      const me = await em.findOneOrFail(UserSchema, { id: user.id });
      if (me.companyId !== null && me.companyId !== undefined) {
        throw new ConflictError(
          msg(me.companyId === invitation.companyId ? 'company.alreadyInThis' : 'company.alreadyInOther'),
          { reason: me.companyId === invitation.companyId ? 'alreadyMember' : 'otherCompany' },
        );
      }
      const company = await em.findOneOrFail(CompanySchema, { id: invitation.companyId });
      // This invitation already holds its seat: it passes to the new member.
      await this.requireFreeSeat(em, company, 1);
      if ((await em.nativeUpdate(CompanyInvitationSchema, { id: invitation.id, acceptedAt: null }, { acceptedAt: new Date() })) !== 1) {
        throw UNUSABLE_INVITATION();
      }
      me.companyId = company.id;
      me.companyRole = invitation.role;
      await em.flush();
      return userCompanyViewOf(em, company, invitation.role);
    });
    this.sessions.forgetUser(user.id);
    return view;
  }

  /**
   * The user's company when they may manage it: a manager of it, or an app admin who belongs to it.
   *
   * @throws ForbiddenError otherwise
   */
  private async managed(em: EntityManager, user: User): Promise<Company> {
    // The session may be a few seconds old: read the user afresh.
    const me = await em.findOne(UserSchema, { id: user.id });
    const company = me?.companyId ? await em.findOne(CompanySchema, { id: me.companyId }) : null;
    if (me === null || company === null || (me.companyRole !== 'manager' && me.role !== 'admin')) {
      throw new ForbiddenError(msg('company.managersOnly'));
    }
    return company;
  }

  private async member(em: EntityManager, company: Company, memberId: string): Promise<User> {
    const member = await em.findOne(UserSchema, { id: memberId, companyId: company.id });
    if (member === null) {
      throw new NotFoundError(msg('company.noSuchMember'));
    }
    return member;
  }

  /** @throws ConflictError when `leaving` is the company's only manager */
  private async keepAManager(em: EntityManager, company: Company, leaving: User): Promise<void> {
    if (leaving.companyRole !== 'manager') {
      return;
    }
    const managers = await em.count(UserSchema, { companyId: company.id, companyRole: 'manager', deactivatedAt: null, id: { $ne: leaving.id } });
    if (managers === 0) {
      throw new ConflictError(msg('company.lastManager'), { reason: 'lastManager' });
    }
  }

  /**
   * @param held - seats the operation already holds (an invitation being accepted holds its own)
   * @throws SeatsError when the company's licence has no seat left (or the company has no licence)
   */
  private async requireFreeSeat(em: EntityManager, company: Company, held: number): Promise<void> {
    const licence = company.licenceId ? await em.findOne(LicenceSchema, { id: company.licenceId }) : null;
    if (licence === null) {
      throw new SeatsError(msg('seats.noLicence'), { seats: 0, seatsUsed: 0 });
    }
    const used = await seatsUsed(em, licence.id);
    if (used - held >= licence.seats) {
      throw new SeatsError(msg('seats.taken', { licence: licence.name, used, seats: licence.seats }), {
        seats: licence.seats,
        seatsUsed: used,
      });
    }
  }

  private async usable(em: EntityManager, token: string): Promise<CompanyInvitation> {
    const invitation = await em.findOne(CompanyInvitationSchema, { tokenHash: tokenHashOf(token), acceptedAt: null, expiresAt: { $gt: new Date() } });
    if (invitation === null) {
      throw UNUSABLE_INVITATION();
    }
    return invitation;
  }

  /**
   * Enqueues the invitation e-mail in the invitee's language when they already have an account, else in the
   * inviter's (the invitee may have no account yet).
   */
  private async mail(invitation: CompanyInvitation, token: string, company: Company, from: User): Promise<void> {
    const invitee = await this.em.fork().findOne(UserSchema, { email: invitation.email }, { fields: ['language'] });
    await this.outbox.enqueue({
      kind: 'company-invite',
      message: renderMail('company-invite', mailLanguage(invitee?.language, from.language), invitation.email, {
        username: invitation.email,
        link: `${this.config.publicUrl}/join/${token}`,
        company: company.name,
        inviter: from.username,
      }),
    });
  }
}
