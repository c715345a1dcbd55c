// The OpenAPI operations of the company managers' and admins' routes.
import { BAD_INPUT, type Op, error } from './openapi-operation.js';

const MANAGERS_ONLY = { '403': error('not a manager of a company (nor an admin belonging to it), or missing X-XSRF-TOKEN') };

/** The company routes of its managers, and the invitation link. */
export const COMPANY_PATHS: Record<string, Record<string, Op>> = {
  '/api/company/users': {
    get: { tag: 'companies', summary: 'The members of the caller’s company (managers and admins belonging to it)', ok: ['200', 'members'], errors: MANAGERS_ONLY },
    post: {
      tag: 'companies',
      summary: 'Invite a person by e-mail to the caller’s company (a link /join/{token}, 14 days); a pending invitation holds a seat',
      ok: ['201', 'the invitation'],
      errors: { ...BAD_INPUT, ...MANAGERS_ONLY, '409': error('E_SEATS: every seat of the licence is taken (details.seats, details.seatsUsed); or CONFLICT: already a member or already invited (details.fields, details.reason alreadyMember|alreadyInvited)') },
    },
  },
  '/api/company/users/{id}': {
    patch: {
      tag: 'companies',
      summary: 'Change a member’s company role',
      params: ['id'],
      ok: ['200', 'the member'],
      errors: { ...BAD_INPUT, ...MANAGERS_ONLY, '404': error('not a member of the caller’s company'), '409': error('CONFLICT reason lastManager: the company must keep a manager') },
    },
    delete: {
      tag: 'companies',
      summary: 'Take a member out of the company (they keep their account and fall back to a personal licence)',
      params: ['id'],
      ok: ['204', 'removed'],
      errors: { ...MANAGERS_ONLY, '404': error('not a member of the caller’s company'), '409': error('CONFLICT reason lastManager') },
    },
  },
  '/api/company/invitations': {
    get: { tag: 'companies', summary: 'The pending invitations of the caller’s company (expired ones included, flagged)', ok: ['200', 'invitations'], errors: MANAGERS_ONLY },
  },
  '/api/company/invitations/{id}/resend': {
    post: { tag: 'companies', summary: 'Mail the invitation again with a new link and expiry (the old link stops working)', params: ['id'], ok: ['200', 'the invitation'], errors: { ...MANAGERS_ONLY, '404': error('unknown invitation'), '409': error('E_SEATS: an expired invitation needs a free seat again') } },
  },
  '/api/company/invitations/{id}': {
    delete: { tag: 'companies', summary: 'Revoke an invitation (its link stops working, its seat is free)', params: ['id'], ok: ['204', 'revoked'], errors: { ...MANAGERS_ONLY, '404': error('unknown invitation') } },
  },
  '/api/company-invitation/{token}': {
    get: { tag: 'companies', summary: 'What an invitation link offers: company, address invited, role, expiry', public: true, params: ['token'], ok: ['200', 'the invitation'], errors: { '404': error('unknown, expired, revoked or used') } },
  },
  '/api/company-invitation/{token}/accept': {
    post: {
      tag: 'companies',
      summary: 'The signed-in user joins the invitation’s company with its role',
      params: ['token'],
      ok: ['200', 'the company'],
      errors: { '404': error('unknown, expired, revoked or used'), '409': error('CONFLICT reason otherCompany|alreadyMember; or E_SEATS') },
    },
  },
};

/** The five admin routes of one kind of thing: list, create, read, change, delete (409 E_IN_USE while referenced); their schemas are the route table's. */
export function adminCrud(plural: string, singular: string, referencedBy: string): Record<string, Record<string, Op>> {
  const unknown = { '404': error(`unknown ${singular}`) };
  return {
    [`/api/admin/${plural}`]: {
      get: { tag: 'admin', summary: `Every ${singular}, by name (admins only)`, ok: ['200', plural] },
      post: { tag: 'admin', summary: `Create a ${singular} (admins only; audited)`, ok: ['201', `the ${singular}`], errors: BAD_INPUT },
    },
    [`/api/admin/${plural}/{id}`]: {
      get: { tag: 'admin', summary: `One ${singular} (admins only)`, params: ['id'], ok: ['200', `the ${singular}`], errors: unknown },
      patch: { tag: 'admin', summary: `Change a ${singular}: any of its fields (admins only; audited)`, params: ['id'], ok: ['200', `the ${singular}`], errors: { ...BAD_INPUT, ...unknown } },
      delete: {
        tag: 'admin',
        summary: `Delete a ${singular} (admins only; audited)`,
        params: ['id'],
        ok: ['204', 'deleted'],
        errors: { ...unknown, '409': error(`E_IN_USE: still referenced by ${referencedBy} (details.referencedBy)`) },
      },
    },
  };
}

const UNKNOWN_USER = { '404': error('unknown user') };
const UNKNOWN_PRESET = { '404': error('unknown global preset (a user’s own preset is not listed here)') };

/** The admin area's operations (modules/admin-ops): admins only, 403 for others; every change audited. */
export const ADMIN_OPS_PATHS: Record<string, Record<string, Op>> = {
  '/api/admin/dashboard': { get: { tag: 'admin', summary: 'Counts for the admin’s home page (admins only)', ok: ['200', 'counts'] } },
  '/api/admin/statistics': {
    get: { tag: 'admin', summary: 'Calculations per day and method, registrations per week, median calculation time, over the last days (admins only)', ok: ['200', 'series'], errors: BAD_INPUT },
  },
  '/api/admin/monitoring': { get: { tag: 'admin', summary: 'GRAFANA_URL and whether GET /metrics is on (admins only)', ok: ['200', 'monitoring'] } },
  '/api/admin/motd': {
    get: { tag: 'admin', summary: 'The message of the day with its texts (admins only)', ok: ['200', 'the message'] },
    put: { tag: 'admin', summary: 'Save the message of the day: its sequence id goes up, so users see it again (admins only; audited)', ok: ['200', 'the message'], errors: BAD_INPUT },
  },
  '/api/admin/settings': {
    get: { tag: 'admin', summary: 'The run-time settings: in force, stored, and the environment’s defaults (admins only)', ok: ['200', 'settings'] },
    put: { tag: 'admin', summary: 'Store the run-time settings; a key left out goes back to its default (admins only; audited)', ok: ['200', 'settings'], errors: BAD_INPUT },
  },
  '/api/admin/users/{id}/password': {
    post: { tag: 'admin', summary: 'Set a user’s password; every session of theirs ends (admins only; audited)', params: ['id'], ok: ['204', 'set'], errors: { ...BAD_INPUT, ...UNKNOWN_USER } },
  },
  '/api/admin/users/{id}/end-sessions': {
    post: { tag: 'admin', summary: 'End every session of a user (admins only; audited)', params: ['id'], ok: ['200', 'how many ended'], errors: UNKNOWN_USER },
  },
  '/api/admin/tools/resend-mails': {
    post: { tag: 'admin', summary: 'Make every outbox mail not yet sent (nor given up) due now (admins only; audited)', ok: ['200', 'how many are due'] },
  },
  '/api/admin/tools/rebuild-derived': {
    post: { tag: 'admin', summary: 'Recompute every section’s warnings, incomplete issues and laying method from its data (admins only; audited)', ok: ['200', 'counts'] },
  },
  '/api/admin/tools/backup': {
    get: {
      tag: 'admin',
      summary: 'Download a copy of the SQLite database (VACUUM INTO a temporary file; admins only; audited)',
      ok: ['200', 'application/vnd.sqlite3, as an attachment'],
      errors: { '409': error('the database is PostgreSQL: back it up with pg_dump (details.reason: postgresql)') },
    },
  },
  '/api/admin/presets': {
    get: { tag: 'admin', summary: 'Every global preset (the catalogue every user sees), by type and name (admins only)', ok: ['200', 'presets'] },
    post: { tag: 'admin', summary: 'Create a global preset (admins only; audited)', ok: ['201', 'the preset'], errors: BAD_INPUT },
  },
  '/api/admin/presets/{id}': {
    get: { tag: 'admin', summary: 'One global preset (admins only)', params: ['id'], ok: ['200', 'the preset'], errors: UNKNOWN_PRESET },
    put: { tag: 'admin', summary: 'Replace a global preset (admins only; audited)', params: ['id'], ok: ['200', 'the preset'], errors: { ...BAD_INPUT, ...UNKNOWN_PRESET } },
    patch: { tag: 'admin', summary: 'Rename a global preset (admins only; audited)', params: ['id'], ok: ['200', 'the preset'], errors: { ...BAD_INPUT, ...UNKNOWN_PRESET } },
    delete: { tag: 'admin', summary: 'Delete a global preset (admins only; audited)', params: ['id'], ok: ['204', 'deleted'], errors: UNKNOWN_PRESET },
  },
};
