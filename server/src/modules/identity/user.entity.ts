// The app_user table, and the roles, languages and preferences of a user.
import { COMPANY_ROLES, DISPLAY_MODES, ROLES, SYSTEMS_OF_UNITS } from '@cla/domain/contracts';
import { defineEntity, type InferEntity } from '@mikro-orm/core';

import type { LayingMethodName } from '../../config/index.js';
import type { Language } from '../../i18n/language.js';

/** The application roles of docs/product.md#roles: an admin runs the instance; everybody else is ordinary. */
export { ROLES };
export type Role = (typeof ROLES)[number];

/** A member's role in their company (distinct from the application role): managers manage its members. */
export { COMPANY_ROLES };
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** The systems of units of a user's profile (docs/product.md#data-model, default `std`). */
export { SYSTEMS_OF_UNITS };
export type SystemOfUnits = (typeof SYSTEMS_OF_UNITS)[number];

/** The display modes of a user's profile (default `expert`). */
export { DISPLAY_MODES };
export type DisplayMode = (typeof DISPLAY_MODES)[number];

/** The interface languages (the catalogues of @cla/domain and of the server's messages and e-mails). */
export { LANGUAGES, type Language } from '../../i18n/language.js';

/**
 * A person who signs in (`app_user`; `user` is a reserved word in PostgreSQL). The e-mail is stored
 * lower-cased; the password only as an argon2id hash (older accounts: scrypt until their next sign-in).
 * `allowedLayingMethods` (a JSON array in text) is the personal licence of a user outside any company;
 * `licenceId` a licence an admin gave the user, which comes before the company's (see `LicenceResolver`).
 * `companyRole` is set exactly when `companyId` is. A deactivated user (`deactivatedAt`) cannot sign in.
 */
export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'app_user',
  properties: (p) => ({
    id: p.uuid().primary(),
    username: p.string().length(50).unique(),
    email: p.string().length(254).unique(),
    passwordHash: p.string().length(255).hidden(),
    role: p.string().length(20).$type<Role>(),
    companyId: p.uuid().nullable(),
    companyRole: p.string().length(20).$type<CompanyRole>().nullable(),
    licenceId: p.uuid().nullable(),
    deactivatedAt: p.datetime().nullable(),
    systemOfUnits: p.string().length(10).$type<SystemOfUnits>(),
    displayMode: p.string().length(10).$type<DisplayMode>(),
    language: p.string().length(10).$type<Language>(),
    allowedLayingMethods: p.text().$type<string>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  }),
});

/** An `app_user` row. */
export type User = InferEntity<typeof UserSchema>;

/** The licence's laying methods of a user (the stored JSON array). */
export function allowedLayingMethodsOf(user: Pick<User, 'allowedLayingMethods'>): LayingMethodName[] {
  const parsed: unknown = JSON.parse(user.allowedLayingMethods);
  return Array.isArray(parsed) ? parsed.filter((method): method is LayingMethodName => typeof method === 'string') : [];
}
