// A user as the admin pages list them (the admin's user list and the admin's changes to users answer it).
import type { CompanyRole, Role, User } from './user.entity.js';

/** A user as the admin pages list them. */
export interface AdminUserView {
  readonly id: string;
  readonly username: string;
  readonly email: string;
  readonly role: Role;
  /** the user's company, their role in it, and a licence of their own (ids) */
  readonly company: string | null;
  readonly companyRole: CompanyRole | null;
  readonly licence: string | null;
  /** `false`: deactivated, cannot sign in */
  readonly active: boolean;
  readonly createdAt: string;
}

/** A user row as the admin pages list it. */
export function adminUserView(user: User): AdminUserView {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    company: user.companyId ?? null,
    companyRole: user.companyRole ?? null,
    licence: user.licenceId ?? null,
    active: user.deactivatedAt === null || user.deactivatedAt === undefined,
    createdAt: user.createdAt.toISOString(),
  };
}
