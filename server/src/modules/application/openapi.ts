// The OpenAPI 3.1 document of the HTTP API, generated from the zod schemas.
import { z } from 'zod';

import { IdParam } from '../../http/id.pipe.js';
import { BODY_LIMITS, REQUEST_LIMITS } from '../../http/schema/body-limits.js';
import { ChangePasswordBody, LoginBody, ProfileBody, RegisterBody } from '../accounts/accounts.input.js';
import { AdminTableQueryDoc } from '../admin-tables/admin-tables.input.js';
import { CreateApiKeyBody } from '../api-keys/api-keys.input.js';
import { InviteBody, PasswordRequestBody, TokenPasswordBody } from '../accounts/password-reset.input.js';
import {
  CompanyBody,
  CompanyInviteBody,
  CompanyMemberBody,
  DistributorBody,
  GrantPlanBody,
  LicenceBody,
  PatchCompanyBody,
  PatchDistributorBody,
  PatchLicenceBody,
  PatchPlanBody,
  PatchUserBody,
  PlanBody,
} from '../companies/companies.input.js';
import { CreateFolderBody, RenameFolderBody } from '../folders/folders.input.js';
import { CreateLegacyProjectBody, LegacyListQuery, LegacyProjectData, LegacyRow, PatchLegacyProjectBody } from '../legacy-projects/legacy-projects.input.js';
import { CreatePresetBody, MachinePresetData, PresetQuery, RenamePresetBody } from '../presets/presets.input.js';
import { CreateProjectBody, PatchProjectBody } from '../projects/projects.input.js';
import { ResultsDataSchema, SectionDataSchema } from '../sections/section-data.schema.js';
import {
  CopySectionBody,
  CreateSectionBody,
  DuplicateSectionBody,
  FavouriteSchema,
  IfMatchHeader,
  PatchSectionBody,
  RenameSectionBody,
  SectionListQuery,
} from '../sections/sections.input.js';
import { ShareTokenParam } from '../common/share-token.js';
import { CalculateRequestBody } from '../simulator/calculate-request.schema.js';
import { CreateStudyBody, StudyListQuery } from '../studies/studies.input.js';
import { CalibrationStudyOptions, CofStudyOptions, EquipmentStudyOptions, MethodsStudyOptions, PushersStudyOptions } from '../studies/study-kinds.js';
import { RuntimeSettingsBody, StatisticsQuery } from '../admin-ops/admin-ops.input.js';
import { AdminPasswordBody } from '../accounts/users-admin.input.js';
import { MotdBody } from '../motd/motd-admin.input.js';
import * as adminOps from '../admin-ops/admin-ops.resources.js';
import * as resources from './openapi-resources.js';

/**
 * The OpenAPI 3.1 document of the HTTP API, generated from the zod schemas: the request schemas are the very
 * ones the pipes validate with (`SchemaPipe`, `ParamPipe`), the answers' shapes are in `openapi-resources.ts`.
 * What is written here is only what a schema cannot say: each route's summary, statuses and errors. A test
 * checks that every route Nest registers is described here, and nothing else.
 */

type Schema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** Every named schema of `components.schemas`: name → zod schema. */
export const COMPONENTS = {
  Error: resources.ErrorBody,
  ValidationIssue: resources.ValidationIssue,
  Account: resources.Account,
  LayingMethod: resources.LayingMethod,
  RegisterBody,
  LoginBody,
  ChangePasswordBody,
  ProfileBody,
  PasswordRequestBody,
  TokenPasswordBody,
  InviteBody,
  AdminUser: resources.AdminUser,
  AdminTableInfo: resources.AdminTableInfo,
  AdminTablePage: resources.AdminTablePage,
  AdminTableRow: resources.AdminTableRow,
  ApplicationVersion: resources.ApplicationVersion,
  ApiKey: resources.ApiKey,
  CreatedApiKey: resources.CreatedApiKey,
  CreateApiKeyBody,
  Motd: resources.Motd,
  UserCompanyResponse: resources.UserCompanyResponse,
  UserCompany: resources.UserCompany,
  CompanyMember: resources.CompanyMember,
  CompanyInvitation: resources.CompanyInvitation,
  InvitationPreview: resources.InvitationPreview,
  JoinedCompany: resources.JoinedCompany,
  CompanyInviteBody,
  CompanyMemberBody,
  Company: resources.Company,
  CompanyBody,
  PatchCompanyBody,
  Licence: resources.Licence,
  LicenceBody,
  PatchLicenceBody,
  Plan: resources.Plan,
  PlanBody,
  PatchPlanBody,
  GrantPlanBody,
  Distributor: resources.Distributor,
  DistributorBody,
  PatchDistributorBody,
  PatchUserBody,
  Folder: resources.Folder,
  CreateFolderBody,
  RenameFolderBody,
  ProjectFile: resources.ProjectFile,
  SectionSummary: resources.SectionSummary,
  Project2: resources.Project2,
  CreateProject2Body: CreateProjectBody,
  PatchProject2Body: PatchProjectBody,
  UploadFileResponse: resources.UploadFileResponse,
  UploadPictureResponse: resources.UploadPictureResponse,
  Upload: resources.Upload,
  SectionData: SectionDataSchema,
  ResultsData: ResultsDataSchema,
  Favourite: FavouriteSchema,
  Section: resources.Section,
  SharedSection: resources.SharedSection,
  CreateSectionBody,
  PatchSectionBody,
  RenameSectionBody,
  DuplicateSectionBody,
  CopySharedSectionBody: CopySectionBody,
  ShareTokenResponse: resources.ShareTokenResponse,
  StorageUsage: resources.StorageUsage,
  LegacyRow,
  LegacyProjectData,
  LegacyProject: resources.LegacyProject,
  SharedLegacyProject: resources.SharedLegacyProject,
  CreateLegacyProjectBody,
  PatchLegacyProjectBody,
  PresetType: resources.PresetType,
  Preset: resources.Preset,
  MachinePresetData,
  CreatePresetBody,
  RenamePresetBody,
  CalculateRequest: CalculateRequestBody,
  CreateStudyBody,
  MethodsStudyOptions,
  PushersStudyOptions,
  CofStudyOptions,
  EquipmentStudyOptions,
  CalibrationStudyOptions,
  Study: resources.Study,
  SharedStudy: resources.SharedStudy,
  MethodsStudyResult: resources.MethodsStudyResult,
  PushersStudyResult: resources.PushersStudyResult,
  CofStudyResult: resources.CofStudyResult,
  EquipmentStudyResult: resources.EquipmentStudyResult,
  CalibrationStudyResult: resources.CalibrationStudyResult,
  CalculateResponse: resources.CalculateResponse,
  AdminDashboard: adminOps.AdminDashboard,
  AdminStatistics: adminOps.AdminStatistics,
  RuntimeSettingsView: adminOps.RuntimeSettingsView,
  RuntimeSettingsBody,
  MotdBody,
  AdminPasswordBody,
  MonitoringView: adminOps.MonitoringView,
  RebuildReport: adminOps.RebuildReport,
  EndedSessions: adminOps.EndedSessions,
  DueMails: adminOps.DueMails,
} satisfies Record<string, z.ZodType>;

type ComponentName = keyof typeof COMPONENTS;

/** JSON Schema of what a request may send (`io: 'input'`: before defaults and trimming). */
const JSON_SCHEMA_OPTIONS = { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' } as const;

let converted: Record<string, Schema> | undefined;

/** `components.schemas`, each converted once (a fresh copy each call), with `$ref`s between them. */
function componentSchemas(): Record<string, Schema> {
  converted ??= convertComponents();
  return structuredClone(converted);
}

function convertComponents(): Record<string, Schema> {
  const registry = z.registry<{ id: string }>();
  for (const [name, schema] of Object.entries(COMPONENTS)) {
    registry.add(schema, { id: name });
  }
  const { schemas } = z.toJSONSchema(registry, { ...JSON_SCHEMA_OPTIONS, uri: (name) => `#/components/schemas/${name}` });
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema as Schema;
      return [name, rest];
    }),
  );
}

/** An inline schema (a path or query parameter). */
function inline(schema: z.ZodType): Schema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, JSON_SCHEMA_OPTIONS) as Schema;
  return rest;
}

const ref = (name: ComponentName): Schema => ({ $ref: `#/components/schemas/${name}` });
const arrayOf = (schema: Schema): Schema => ({ type: 'array', items: schema });
const anyObject: Schema = { type: 'object', additionalProperties: true };

/** The path parameters' schemas: ids and share tokens (anything else is a 404). */
const PATH_PARAMS: Record<string, z.ZodType> = { table: z.string().describe('a table name, see /api/admin/tables'), id: IdParam, userId: IdParam, fileId: IdParam, token: ShareTokenParam };

const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json(ref('Error')) });

/** The errors every signed-in route may answer. */
const SIGNED_IN_ERRORS = {
  '401': error('nobody is signed in, or an unknown or revoked API key (details.reason: api-key)'),
  '403': error('missing or wrong X-XSRF-TOKEN on a write, an admin changing another user’s resource, or an API key, which this route does not accept (details.reason: api-key-route)'),
};
/**
 * The API rate limit (ApiThrottlerGuard, a global guard): every route, signed in or not, may answer it. A route with
 * a 429 of its own (login, password, calculation queue) lists both reasons.
 */
const API_RATE_LIMITED =
  'RATE_LIMITED: over API_RATE_LIMIT requests per minute for this user (per client address when anonymous); Retry-After and details.retryAfterSeconds say when to try again';
/** The upload quota (UPLOAD_QUOTA_MB) and the 20 MB file limit, on the two upload routes. */
const UPLOAD_TOO_LARGE = error(
  'PAYLOAD_TOO_LARGE: a file over 20 MB, or an upload that would take the user past UPLOAD_QUOTA_MB (details.quotaBytes, details.usedBytes)',
);
/** Every JSON body is held to JSON_BODY_LIMIT_KB by the body parser, before the route. */
const BODY_TOO_LARGE = error('PAYLOAD_TOO_LARGE: a JSON body over JSON_BODY_LIMIT_KB (default 1 MB; details.limitBytes)');
const NOT_FOUND = { '404': error('unknown id, or another user’s (never revealed)') };
const BAD_INPUT = {
  '400': error(
    `bad input: details.issues names every field. Every body is first held to the body limits (depth ${BODY_LIMITS.maxDepth}, arrays of ${BODY_LIMITS.maxArrayLength}, strings of ${BODY_LIMITS.maxStringLength} characters, objects of ${BODY_LIMITS.maxKeys} keys, no NUL, no __proto__/constructor/prototype keys, finite numbers only), then to its schema (unknown fields refused)`,
  ),
};

interface Op {
  summary: string;
  tag: string;
  body?: Schema | 'multipart';
  ok: [status: string, description: string, schema?: Schema];
  errors?: Record<string, unknown>;
  public?: boolean;
  params?: readonly string[];
  /** The query's schema (a zod object): each property is a parameter. */
  query?: z.ZodObject;
  /** Open to API keys (`@ApiKeyAllowed()`): `Authorization: Bearer` as well as the session. */
  apiKey?: boolean;
  /** Optional request headers: name → schema (its description says what it does). */
  headers?: Record<string, z.ZodType>;
  /** Headers of the success answer: name → description. */
  okHeaders?: Record<string, string>;
}

/** The API key's own limit and failures, on the routes open to keys. */
const API_KEY_RATE_LIMITED =
  'RATE_LIMITED with an API key: over API_KEY_RATE_LIMIT requests per minute for this key; Retry-After and details.retryAfterSeconds say when to try again';
const API_KEY_ERRORS = {
  '401': error('nobody is signed in, or the API key is unknown or revoked (details.reason: api-key)'),
  '403': error('missing or wrong X-XSRF-TOKEN on a write with the session cookie (none is needed with an API key)'),
};

/** The 429 of a route: the API rate limit, after the route's own reason when it has one. */
function rateLimited(own: unknown): unknown {
  const reason = (own as { description?: string } | undefined)?.description;
  return error(reason === undefined ? API_RATE_LIMITED : `${reason}; or ${API_RATE_LIMITED}`);
}

function operation(op: Op): Operation {
  const [status, description, schema] = op.ok;
  const headers = op.okHeaders === undefined ? {} : { headers: Object.fromEntries(Object.entries(op.okHeaders).map(([name, text]) => [name, { description: text, schema: { type: 'string' } }])) };
  const responses: Record<string, unknown> = { [status]: schema === undefined ? { description, ...headers } : { description, ...headers, ...json(schema) } };
  const out: Operation = {
    tags: [op.tag],
    summary: op.summary,
    responses: {
      ...responses,
      ...(op.public === true ? {} : op.apiKey === true ? API_KEY_ERRORS : SIGNED_IN_ERRORS),
      ...op.errors,
      '429': op.apiKey === true ? rateLimited({ description: [(op.errors?.['429'] as { description?: string } | undefined)?.description, API_KEY_RATE_LIMITED].filter(Boolean).join('; or ') }) : rateLimited(op.errors?.['429']),
    },
    ...(op.public === true ? { security: [] } : op.apiKey === true ? { security: [{ session: [] }, { bearer: [] }] } : {}),
  };
  const query = op.query === undefined ? undefined : (inline(op.query) as { properties: Record<string, Schema>; required?: string[] });
  const parameters = [
    ...(op.params ?? []).map((param) => ({ name: param, in: 'path', required: true, schema: inline(PATH_PARAMS[param] ?? IdParam) })),
    ...Object.entries(query?.properties ?? {}).map(([param, { description: text, ...schema }]) => ({
      name: param,
      in: 'query',
      required: query?.required?.includes(param) ?? false,
      ...(text === undefined ? {} : { description: text }),
      schema,
    })),
    ...Object.entries(op.headers ?? {}).map(([name, header]) => {
      const { description: text, ...schema } = inline(header) as Schema & { description?: string };
      return { name, in: 'header', required: false, ...(text === undefined ? {} : { description: text }), schema };
    }),
  ];
  if (parameters.length > 0) {
    out['parameters'] = parameters;
  }
  if (op.body === 'multipart') {
    out['requestBody'] = { required: true, content: { 'multipart/form-data': { schema: ref('Upload') } } };
  } else if (op.body !== undefined) {
    out['requestBody'] = { required: true, ...json(op.body) };
    out['responses'] = { ...(out['responses'] as Record<string, unknown>), '413': op.errors?.['413'] ?? BODY_TOO_LARGE };
  }
  return out;
}

const SECTION_ETAG = 'the section’s version in quotes ("7"), with a digest of its share token after a dot while it is shared ("7.Xy3…"): send it back in If-Match with PATCH (the version is compared). Cache-Control: private, no-cache; Vary: Cookie, Authorization';
const SHARED_SECTION_ETAG = 'the link’s view’s own weak tag (W/"shared.…"), for If-None-Match only: never the owner’s tag, never one If-Match accepts. Cache-Control: private, no-cache';

const E_LICENCE = error(
  'E_LICENCE: the caller’s licence does not allow the laying method, or is expired, not yet valid or missing (details.method, details.reason method|expired|notYetValid|missing, details.allowedLayingMethods, details.validUntil); or FORBIDDEN: missing or wrong X-XSRF-TOKEN',
);
const MANAGERS_ONLY = { '403': error('not a manager of a company (nor an admin belonging to it), or missing X-XSRF-TOKEN') };

/** The company routes of its managers, and the invitation link. */
const COMPANY_PATHS: Record<string, Record<string, Op>> = {
  '/api/company/users': {
    get: { tag: 'companies', summary: 'The members of the caller’s company (managers and admins belonging to it)', ok: ['200', 'members', arrayOf(ref('CompanyMember'))], errors: MANAGERS_ONLY },
    post: {
      tag: 'companies',
      summary: 'Invite a person by e-mail to the caller’s company (a link /join/{token}, 14 days); a pending invitation holds a seat',
      body: ref('CompanyInviteBody'),
      ok: ['201', 'the invitation', ref('CompanyInvitation')],
      errors: { ...BAD_INPUT, ...MANAGERS_ONLY, '409': error('E_SEATS: every seat of the licence is taken (details.seats, details.seatsUsed); or CONFLICT: already a member or already invited (details.fields, details.reason alreadyMember|alreadyInvited)') },
    },
  },
  '/api/company/users/{id}': {
    patch: {
      tag: 'companies',
      summary: 'Change a member’s company role',
      params: ['id'],
      body: ref('CompanyMemberBody'),
      ok: ['200', 'the member', ref('CompanyMember')],
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
    get: { tag: 'companies', summary: 'The pending invitations of the caller’s company (expired ones included, flagged)', ok: ['200', 'invitations', arrayOf(ref('CompanyInvitation'))], errors: MANAGERS_ONLY },
  },
  '/api/company/invitations/{id}/resend': {
    post: { tag: 'companies', summary: 'Mail the invitation again with a new link and expiry (the old link stops working)', params: ['id'], ok: ['200', 'the invitation', ref('CompanyInvitation')], errors: { ...MANAGERS_ONLY, '404': error('unknown invitation'), '409': error('E_SEATS: an expired invitation needs a free seat again') } },
  },
  '/api/company/invitations/{id}': {
    delete: { tag: 'companies', summary: 'Revoke an invitation (its link stops working, its seat is free)', params: ['id'], ok: ['204', 'revoked'], errors: { ...MANAGERS_ONLY, '404': error('unknown invitation') } },
  },
  '/api/company-invitation/{token}': {
    get: { tag: 'companies', summary: 'What an invitation link offers: company, address invited, role, expiry', public: true, params: ['token'], ok: ['200', 'the invitation', ref('InvitationPreview')], errors: { '404': error('unknown, expired, revoked or used') } },
  },
  '/api/company-invitation/{token}/accept': {
    post: {
      tag: 'companies',
      summary: 'The signed-in user joins the invitation’s company with its role',
      params: ['token'],
      ok: ['200', 'the company', ref('JoinedCompany')],
      errors: { '404': error('unknown, expired, revoked or used'), '409': error('CONFLICT reason otherCompany|alreadyMember; or E_SEATS') },
    },
  },
};

/** The five admin routes of one kind of thing: list, create, read, change, delete (409 E_IN_USE while referenced). */
function adminCrud(plural: string, singular: string, view: ComponentName, body: ComponentName, patch: ComponentName, referencedBy: string): Record<string, Record<string, Op>> {
  const unknown = { '404': error(`unknown ${singular}`) };
  return {
    [`/api/admin/${plural}`]: {
      get: { tag: 'admin', summary: `Every ${singular}, by name (admins only)`, ok: ['200', plural, arrayOf(ref(view))] },
      post: { tag: 'admin', summary: `Create a ${singular} (admins only; audited)`, body: ref(body), ok: ['201', `the ${singular}`, ref(view)], errors: BAD_INPUT },
    },
    [`/api/admin/${plural}/{id}`]: {
      get: { tag: 'admin', summary: `One ${singular} (admins only)`, params: ['id'], ok: ['200', `the ${singular}`, ref(view)], errors: unknown },
      patch: { tag: 'admin', summary: `Change a ${singular}: any of its fields (admins only; audited)`, params: ['id'], body: ref(patch), ok: ['200', `the ${singular}`, ref(view)], errors: { ...BAD_INPUT, ...unknown } },
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

/** Every route: path (OpenAPI template) → method → operation. */
const PATHS: Record<string, Record<string, Op>> = {
  '/api/application-version': { get: { tag: 'application', summary: 'The application version (footer) and the connect platform (header link), when set', public: true, ok: ['200', 'the version', ref('ApplicationVersion')] } },
  '/api/docs': { get: { tag: 'application', summary: 'This OpenAPI document', public: true, ok: ['200', 'OpenAPI 3.1', anyObject] } },
  '/api/register': {
    post: { tag: 'accounts', summary: 'Create an account and sign in (session and XSRF-TOKEN cookies)', public: true, body: ref('RegisterBody'), ok: ['201', 'the account', ref('Account')], errors: { ...BAD_INPUT, '409': error('username or e-mail taken: details.fields') } },
  },
  '/api/login': {
    post: { tag: 'accounts', summary: 'Sign in with an e-mail or username', public: true, body: ref('LoginBody'), ok: ['200', 'the account', ref('Account')], errors: { ...BAD_INPUT, '401': error('wrong credentials'), '429': error('too many failures (Retry-After)') } },
  },
  '/api/logout': { post: { tag: 'accounts', summary: 'End the session and clear the cookies', public: true, ok: ['204', 'signed out'] } },
  '/api/whoami': { get: { tag: 'accounts', summary: 'The signed-in account (refreshes XSRF-TOKEN)', ok: ['200', 'the account', ref('Account')] } },
  '/api/change-password': {
    post: { tag: 'accounts', summary: 'Change the password; other sessions end', body: ref('ChangePasswordBody'), ok: ['204', 'changed'], errors: { ...BAD_INPUT, '429': error('too many wrong old passwords') } },
  },
  '/api/profile': { patch: { tag: 'accounts', summary: 'Change units, display mode or language', body: ref('ProfileBody'), ok: ['200', 'the account', ref('Account')], errors: BAD_INPUT } },
  '/api/password-request': {
    post: {
      tag: 'accounts',
      summary: 'Mail a password-reset link (valid 1 hour, single use) when the address has an account; 204 whether it has one or not',
      public: true,
      body: ref('PasswordRequestBody'),
      ok: ['204', 'accepted (nothing says whether the address exists)'],
      errors: { ...BAD_INPUT, '429': error('more than 5 requests for the address, or 20 from the client, in 15 minutes (Retry-After)') },
    },
  },
  '/api/password-reset': {
    post: {
      tag: 'accounts',
      summary: 'Set a new password with the token of a reset link; every session of the user ends',
      public: true,
      body: ref('TokenPasswordBody'),
      ok: ['204', 'password set'],
      errors: { '400': error('bad password (the rules of register), or a token unknown, expired or already used (details.issues on token)') },
    },
  },
  '/api/confirm-invite': {
    post: {
      tag: 'accounts',
      summary: 'Set the first password of an invited user with the token of the invitation (valid 7 days, single use)',
      public: true,
      body: ref('TokenPasswordBody'),
      ok: ['204', 'account activated: sign in with it'],
      errors: { '400': error('bad password, or a token unknown, expired or already used (details.issues on token)') },
    },
  },
  '/api/admin/users': { get: { tag: 'admin', summary: 'Every user, oldest first (admins only)', ok: ['200', 'users', arrayOf(ref('AdminUser'))] } },
  '/api/admin/invite': {
    post: {
      tag: 'admin',
      summary: 'Create a user without a password and mail the /confirm-invite/{token} link (admins only; audited)',
      body: ref('InviteBody'),
      ok: ['201', 'the invited user', ref('AdminUser')],
      errors: { ...BAD_INPUT, '409': error('e-mail or username taken: details.fields') },
    },
  },
  '/api/admin/impersonate/{userId}': {
    post: {
      tag: 'admin',
      summary: 'Make the admin’s session act as the user (admins only; never another admin: 403; audited). whoami then answers that user with impersonated: true',
      params: ['userId'],
      ok: ['200', 'the impersonated account', ref('Account')],
      errors: { '404': error('unknown user') },
    },
  },
  '/api/admin/impersonateExit': {
    get: {
      tag: 'admin',
      summary: 'A plain link: give an impersonating session back to its admin (audited), then redirect to / — in every case',
      public: true,
      ok: ['302', 'Location: /'],
    },
  },
  '/api/user-company': { get: { tag: 'companies', summary: 'The caller’s company with its licence (seats used, dates), or { company: null }', ok: ['200', 'the company', ref('UserCompanyResponse')] } },
  ...COMPANY_PATHS,
  ...adminCrud('companies', 'company', 'Company', 'CompanyBody', 'PatchCompanyBody', 'members (users still in it)'),
  ...adminCrud('licences', 'licence', 'Licence', 'LicenceBody', 'PatchLicenceBody', 'companies or users holding it'),
  ...adminCrud('plans', 'plan', 'Plan', 'PlanBody', 'PatchPlanBody', 'licences made from it'),
  ...adminCrud('distributors', 'distributor', 'Distributor', 'DistributorBody', 'PatchDistributorBody', 'companies it sells to'),
  '/api/admin/tables': {
    get: { tag: 'admin', summary: 'The tables of the table view and their columns (admins only)', ok: ['200', 'tables', arrayOf(ref('AdminTableInfo'))] },
  },
  '/api/admin/tables/{table}': {
    get: {
      tag: 'admin',
      summary: 'A page of a table, sorted and filtered on its whitelisted columns (admins only); format=csv: every matching row as a text/csv attachment, formulas neutralised',
      params: ['table'],
      query: AdminTableQueryDoc,
      ok: ['200', 'the page (or the CSV text)', ref('AdminTablePage')],
      errors: { '400': error('bad parameter, or a column that is not in the table, cannot be sorted or filtered by (details.issues names it)'), '404': error('unknown table') },
    },
  },
  '/api/admin/tables/{table}/rows/{id}': {
    get: {
      tag: 'admin',
      summary: 'One row with every whitelisted column, the large ones too (admins only)',
      params: ['table', 'id'],
      ok: ['200', 'the row', ref('AdminTableRow')],
      errors: { '404': error('unknown table or row, or a table whose rows have no public id') },
    },
  },
  '/api/admin/plans/{id}/grant': {
    post: {
      tag: 'admin',
      summary: 'Make a licence from the plan (its methods and seats, valid durationDays days from validFrom, default today) and give it to the company (admins only; audited)',
      params: ['id'],
      body: ref('GrantPlanBody'),
      ok: ['201', 'the new licence', ref('Licence')],
      errors: { ...BAD_INPUT, '404': error('unknown plan') },
    },
  },
  '/api/admin/users/{id}': {
    patch: {
      tag: 'admin',
      summary: 'Change a user’s application role, company and company role, own licence, or active (admins only; audited). Deactivating ends the user’s sessions',
      params: ['id'],
      body: ref('PatchUserBody'),
      ok: ['200', 'the user', ref('AdminUser')],
      errors: {
        ...BAD_INPUT,
        '403': error('FORBIDDEN reason selfDemote: an admin cannot take away their own admin role or deactivate themselves'),
        '404': error('unknown user'),
        '409': error('E_SEATS: every seat of the company’s licence is taken (details.seats, details.seatsUsed)'),
      },
    },
  },
  '/api/api-keys': {
    get: { tag: 'api keys', summary: 'The caller’s API keys, oldest first (never the keys themselves); a session is needed', ok: ['200', 'keys', arrayOf(ref('ApiKey'))] },
    post: {
      tag: 'api keys',
      summary: 'Create an API key with a name: the answer is the only one that ever holds the key (stored as its SHA-256)',
      body: ref('CreateApiKeyBody'),
      ok: ['201', 'the key, with its secret', ref('CreatedApiKey')],
      errors: { ...BAD_INPUT, '409': error('the caller already has 20 keys: revoke one (details.reason: limit)') },
    },
  },
  '/api/api-keys/{id}': {
    delete: { tag: 'api keys', summary: 'Revoke one of the caller’s keys: it stops working at once', params: ['id'], ok: ['204', 'revoked'], errors: NOT_FOUND },
  },
  '/api/motd': { get: { tag: 'application', summary: 'The message of the day', ok: ['200', 'keyPrefix, seqId, enable', ref('Motd')] } },
  '/api/folders': { get: { tag: 'folders', summary: 'The caller’s folders, by name', ok: ['200', 'folders', arrayOf(ref('Folder'))] } },
  '/api/folder': { post: { tag: 'folders', summary: 'Create a folder (parent: one of the caller’s)', body: ref('CreateFolderBody'), ok: ['201', 'the folder', ref('Folder')], errors: BAD_INPUT } },
  '/api/folder/{id}': {
    patch: { tag: 'folders', summary: 'Rename a folder', params: ['id'], body: ref('RenameFolderBody'), ok: ['200', 'the folder', ref('Folder')], errors: { ...BAD_INPUT, ...NOT_FOUND } },
    delete: { tag: 'folders', summary: 'Delete a folder, its subfolders and their projects (legacy ones marked deleted)', params: ['id'], ok: ['204', 'deleted'], errors: NOT_FOUND },
  },
  '/api/project2': {
    get: { tag: 'projects', apiKey: true, summary: 'The caller’s projects with files and section summaries, by name', ok: ['200', 'projects', arrayOf(ref('Project2'))] },
    post: { tag: 'projects', summary: 'Create a project', body: ref('CreateProject2Body'), ok: ['201', 'the project', ref('Project2')], errors: BAD_INPUT },
  },
  '/api/project2/{id}': {
    get: { tag: 'projects', apiKey: true, summary: 'One project (admins: anybody’s)', params: ['id'], ok: ['200', 'the project', ref('Project2')], errors: NOT_FOUND },
    patch: { tag: 'projects', summary: 'Change name, folder or picture (the whole project may be sent; read-only fields are ignored)', params: ['id'], body: ref('PatchProject2Body'), ok: ['200', 'the project', ref('Project2')], errors: { ...BAD_INPUT, ...NOT_FOUND } },
    delete: { tag: 'projects', summary: 'Delete a project with its sections and files', params: ['id'], ok: ['204', 'deleted'], errors: NOT_FOUND },
  },
  '/api/project2/{id}/file': {
    put: {
      tag: 'projects',
      summary: 'Attach a file: pdf, png, jpeg, gif, webp, kml, kmz, gpx, xyz, csv, txt or json, at most 20 MB (type from the extension, checked against the content)',
      params: ['id'],
      body: 'multipart',
      ok: ['201', 'the file id', ref('UploadFileResponse')],
      errors: { ...BAD_INPUT, ...NOT_FOUND, '413': UPLOAD_TOO_LARGE, '415': error('type not accepted: details.allowed') },
    },
  },
  '/api/project2/{id}/picture': {
    put: {
      tag: 'projects',
      summary: 'Set the picture (png, jpeg, gif or webp), replacing the previous one',
      params: ['id'],
      body: 'multipart',
      ok: ['201', 'the picture id', ref('UploadPictureResponse')],
      errors: { ...BAD_INPUT, ...NOT_FOUND, '413': UPLOAD_TOO_LARGE, '415': error('not an image: details.allowed') },
    },
  },
  '/api/project2/{id}/file/{fileId}': {
    get: { tag: 'projects', apiKey: true, summary: 'Download a file or the picture (images inline, others as attachments)', params: ['id', 'fileId'], ok: ['200', 'the bytes, with the stored Content-Type'], errors: NOT_FOUND },
    delete: { tag: 'projects', summary: 'Delete a file (or the picture)', params: ['id', 'fileId'], ok: ['204', 'deleted'], errors: NOT_FOUND },
  },
  '/api/section': {
    get: { tag: 'sections', apiKey: true, summary: 'The sections of a project, by name, a page of at most about 2 M characters of data at a time (Link: rel="next" names the next page)', query: SectionListQuery, ok: ['200', 'sections', arrayOf(ref('Section'))], errors: { ...BAD_INPUT, ...NOT_FOUND } },
    post: {
      tag: 'sections',
      summary: 'Create a section in one of the caller’s projects; data checked by @cla/domain',
      body: ref('CreateSectionBody'),
      ok: ['201', 'the section (version 1)', ref('Section')],
      errors: { ...BAD_INPUT, '403': E_LICENCE, '422': error('the data breaks a rule: details.issues (ValidationIssue[])') },
    },
  },
  '/api/section/{id}': {
    get: { tag: 'sections', apiKey: true, summary: 'One section (admins: anybody’s)', params: ['id'], ok: ['200', 'the section', ref('Section')], okHeaders: { ETag: SECTION_ETAG }, errors: NOT_FOUND },
    patch: {
      tag: 'sections',
      summary:
        'Save a section ({id, project, data, results} and name, favorites; absent fields are kept). Concurrency: the body’s version or If-Match (the ETag of GET) must be the stored version; with neither, the last write wins',
      params: ['id'],
      headers: { 'If-Match': IfMatchHeader },
      body: ref('PatchSectionBody'),
      ok: ['200', 'the section with the next version', ref('Section')],
      okHeaders: { ETag: SECTION_ETAG },
      errors: {
        ...BAD_INPUT,
        ...NOT_FOUND,
        '403': E_LICENCE,
        '409': error('stale body version: details.currentVersion; nothing changed'),
        '412': error('PRECONDITION_FAILED: If-Match names none of the stored version (details.currentVersion, and details.currentEtag: the ETag to send now, the share digest included); nothing changed'),
        '422': error('the data breaks a rule: details.issues'),
      },
    },
    delete: { tag: 'sections', summary: 'Delete a section', params: ['id'], ok: ['204', 'deleted'], errors: NOT_FOUND },
  },
  '/api/section/rename/{id}': {
    patch: { tag: 'sections', summary: 'Rename (name and data.general.sectionName; a new version)', params: ['id'], body: ref('RenameSectionBody'), ok: ['200', 'the section', ref('Section')], errors: { ...BAD_INPUT, ...NOT_FOUND } },
  },
  '/api/section/{id}/duplicate': {
    post: { tag: 'sections', summary: 'Copy a section into the same (default) or another of the caller’s projects', params: ['id'], body: ref('DuplicateSectionBody'), ok: ['201', 'the copy', ref('Section')], errors: { ...BAD_INPUT, ...NOT_FOUND, '422': error('the data breaks a rule for the caller') } },
  },
  '/api/section/create-share-token/{id}': {
    patch: { tag: 'sections', summary: 'The section’s share token (created on the first call; 256 random bits)', params: ['id'], ok: ['200', 'the token', ref('ShareTokenResponse')], errors: NOT_FOUND },
  },
  '/api/section/share-token/{id}': {
    delete: { tag: 'sections', summary: 'Stop sharing the section: its link no longer opens it (a later share gives a new token)', params: ['id'], ok: ['204', 'no longer shared'], errors: NOT_FOUND },
  },
  '/api/section/share/{token}': {
    get: { tag: 'sections', summary: 'A shared section, read-only, for anybody with the link', public: true, params: ['token'], ok: ['200', 'the shared section, with the latest finished study of each kind (results only)', ref('SharedSection')], okHeaders: { ETag: SHARED_SECTION_ETAG }, errors: { '404': error('unknown token') } },
  },
  '/api/section/share/{token}/copy': {
    post: { tag: 'sections', summary: 'Copy a shared section into one of the caller’s projects', params: ['token'], body: ref('CopySharedSectionBody'), ok: ['201', 'the copy', ref('Section')], errors: { ...BAD_INPUT, '404': error('unknown token'), '422': error('the data breaks a rule for the caller') } },
  },
  '/api/storage': { get: { tag: 'accounts', summary: 'The caller’s files and stored data against their quotas', ok: ['200', 'the usage', ref('StorageUsage')] } },
  '/api/projects': {
    get: {
      tag: 'legacy projects',
      apiKey: true,
      summary: 'The caller’s legacy projects (not deleted), by name, a page of at most about 2 M characters of data at a time (Link: rel="next" names the next page)',
      query: LegacyListQuery,
      ok: ['200', 'projects', arrayOf(ref('LegacyProject'))],
      errors: BAD_INPUT,
    },
  },
  '/api/project': { post: { tag: 'legacy projects', summary: 'Create a legacy project (undo of a delete re-posts it)', body: ref('CreateLegacyProjectBody'), ok: ['201', 'the project', ref('LegacyProject')], errors: BAD_INPUT } },
  '/api/project/{id}': {
    get: { tag: 'legacy projects', apiKey: true, summary: 'One legacy project', params: ['id'], ok: ['200', 'the project', ref('LegacyProject')], errors: NOT_FOUND },
    patch: { tag: 'legacy projects', summary: 'Change name, folder or data', params: ['id'], body: ref('PatchLegacyProjectBody'), ok: ['200', 'the project', ref('LegacyProject')], errors: { ...BAD_INPUT, ...NOT_FOUND } },
    delete: { tag: 'legacy projects', summary: 'Mark deleted', params: ['id'], ok: ['204', 'marked deleted'], errors: NOT_FOUND },
  },
  '/api/project/share/{token}': {
    get: { tag: 'legacy projects', summary: 'A shared legacy project, read-only, for anybody with the link (not once deleted)', public: true, params: ['token'], ok: ['200', 'the shared project', ref('SharedLegacyProject')], errors: { '404': error('unknown token') } },
  },
  '/api/project/share/{token}/copy': {
    post: { tag: 'legacy projects', summary: 'Copy a shared legacy project into the caller’s projects (top level, no token)', params: ['token'], ok: ['201', 'the copy', ref('LegacyProject')], errors: { '404': error('unknown token') } },
  },
  '/api/create-share-token/{id}': {
    patch: { tag: 'legacy projects', summary: 'The legacy project’s share token (created on the first call)', params: ['id'], ok: ['200', 'the token', ref('ShareTokenResponse')], errors: NOT_FOUND },
  },
  '/api/share-token/{id}': {
    delete: { tag: 'legacy projects', summary: 'Stop sharing the legacy project: its link no longer opens it (a later share gives a new token)', params: ['id'], ok: ['204', 'no longer shared'], errors: NOT_FOUND },
  },
  '/api/presets': {
    get: {
      tag: 'presets',
      summary: 'The demo catalogue and the caller’s presets, by name',
      query: PresetQuery,
      ok: ['200', 'presets', arrayOf(ref('Preset'))],
      errors: BAD_INPUT,
    },
    post: { tag: 'presets', summary: 'Save one of the caller’s presets', body: ref('CreatePresetBody'), ok: ['201', 'the preset', ref('Preset')], errors: BAD_INPUT },
  },
  '/api/presets/{id}': {
    patch: { tag: 'presets', summary: 'Rename one of the caller’s presets (the catalogue is read-only: 403)', params: ['id'], body: ref('RenamePresetBody'), ok: ['200', 'the preset', ref('Preset')], errors: { ...BAD_INPUT, ...NOT_FOUND } },
    delete: { tag: 'presets', summary: 'Delete one of the caller’s presets (the catalogue is read-only: 403)', params: ['id'], ok: ['204', 'deleted'], errors: NOT_FOUND },
  },
  '/simulator/calculate': {
    post: {
      tag: 'simulation',
      apiKey: true,
      summary:
        'Run one simulation in the worker pool (bad parameters: 200 with status notStarted and E_INVALID_PARAMS messages). Signed-in users or an API key; a client that closes the connection cancels it',
      body: ref('CalculateRequest'),
      ok: ['200', 'the result', ref('CalculateResponse')],
      errors: {
        '400': error(
          `not a JSON object with an object data, or past a body limit (depth ${REQUEST_LIMITS.maxDepth}, arrays of ${REQUEST_LIMITS.maxArrayLength}, strings of ${REQUEST_LIMITS.maxStringLength}, NUL, __proto__/constructor/prototype keys, non-finite numbers): details.issues names each field`,
        ),
        '403': E_LICENCE,
        '422': error('CALCULATION_TIMEOUT: the calculation ran past the time limit and was stopped (details.timeoutMs)'),
        '429': error('RATE_LIMITED: this user already has too many calculations waiting (Retry-After, details.retryAfterSeconds)'),
        '503': error('SERVICE_UNAVAILABLE: the queue of all users is full (Retry-After, details.retryAfterSeconds)'),
      },
    },
  },
};

/** Studies run as jobs (modules/studies). */
const STUDY_PATHS: Record<string, Record<string, Op>> = {
  '/api/studies': {
    post: {
      tag: 'studies',
      summary:
        'Ask for a study of one of the caller’s sections: methods (every laying method the licence allows), pushers (intermediate pushers or pits), cof (COF uncertainty), equipment (sizing among the caller’s and the global presets, fixed when asked) or calibration (the COF fitted to a field log); it is queued and run in the background (by the server, or by the workers of npm run worker with REDIS_URL). Poll GET /api/studies/{id}; DELETE it to cancel',
      body: ref('CreateStudyBody'),
      ok: ['202', 'the study, queued', ref('Study')],
      errors: {
        '400': error(
          'VALIDATION_FAILED: an unknown kind (field kind), bad options (fields options.…: runs 1..2000, cof min ≤ max, finite, 0..1, minSpacing ≥ 0, a stretch id the section does not have; margin 0..10, kinds; log 2..5000 readings or csv up to 250000 characters, not both, its problems by line and column; a machine the method does not use), or a body limit',
        ),
        '403': error('E_LICENCE: the licence does not allow the section’s laying method, or is not valid; or FORBIDDEN: an admin on another user’s section (read-only), or missing X-XSRF-TOKEN'),
        ...NOT_FOUND,
        '422': error(
          'UNPROCESSABLE: the section is not ready to simulate (details.issues), or does not suit the kind (pushers on a method without pushers or pits; equipment on a method using none of the kinds, or without a preset to size with; calibration on a method without a winch or pusher)',
        ),
        '429': error('RATE_LIMITED: the caller already has STUDY_USER_LIMIT studies queued or running (Retry-After, details.retryAfterSeconds)'),
      },
    },
    get: { tag: 'studies', summary: 'The studies of a section, newest first (whoever may read the section)', query: StudyListQuery, ok: ['200', 'studies', arrayOf(ref('Study'))], errors: { ...BAD_INPUT, ...NOT_FOUND } },
  },
  '/api/studies/{id}': {
    get: { tag: 'studies', summary: 'A study: status queued|running|done|failed, progress 0..1, and its result once done', params: ['id'], ok: ['200', 'the study', ref('Study')], errors: NOT_FOUND },
    delete: {
      tag: 'studies',
      summary:
        'Cancel a queued or running study (a queued one leaves the queue; a running one stops before its next engine run) or delete a finished one: the study is gone (the owner only)',
      params: ['id'],
      ok: ['204', 'deleted'],
      errors: { '403': error('FORBIDDEN: an admin on another user’s study (read-only), or missing X-XSRF-TOKEN'), ...NOT_FOUND },
    },
  },
};

const UNKNOWN_USER = { '404': error('unknown user') };
const UNKNOWN_PRESET = { '404': error('unknown global preset (a user’s own preset is not listed here)') };

/** The admin area's operations (modules/admin-ops): admins only, 403 for others; every change audited. */
const ADMIN_OPS_PATHS: Record<string, Record<string, Op>> = {
  '/api/admin/dashboard': { get: { tag: 'admin', summary: 'Counts for the admin’s home page (admins only)', ok: ['200', 'counts', ref('AdminDashboard')] } },
  '/api/admin/statistics': {
    get: { tag: 'admin', summary: 'Calculations per day and method, registrations per week, median calculation time, over the last days (admins only)', query: StatisticsQuery, ok: ['200', 'series', ref('AdminStatistics')], errors: BAD_INPUT },
  },
  '/api/admin/monitoring': { get: { tag: 'admin', summary: 'GRAFANA_URL and whether GET /metrics is on (admins only)', ok: ['200', 'monitoring', ref('MonitoringView')] } },
  '/api/admin/motd': {
    get: { tag: 'admin', summary: 'The message of the day with its texts (admins only)', ok: ['200', 'the message', ref('Motd')] },
    put: { tag: 'admin', summary: 'Save the message of the day: its sequence id goes up, so users see it again (admins only; audited)', body: ref('MotdBody'), ok: ['200', 'the message', ref('Motd')], errors: BAD_INPUT },
  },
  '/api/admin/settings': {
    get: { tag: 'admin', summary: 'The run-time settings: in force, stored, and the environment’s defaults (admins only)', ok: ['200', 'settings', ref('RuntimeSettingsView')] },
    put: { tag: 'admin', summary: 'Store the run-time settings; a key left out goes back to its default (admins only; audited)', body: ref('RuntimeSettingsBody'), ok: ['200', 'settings', ref('RuntimeSettingsView')], errors: BAD_INPUT },
  },
  '/api/admin/users/{id}/password': {
    post: { tag: 'admin', summary: 'Set a user’s password; every session of theirs ends (admins only; audited)', params: ['id'], body: ref('AdminPasswordBody'), ok: ['204', 'set'], errors: { ...BAD_INPUT, ...UNKNOWN_USER } },
  },
  '/api/admin/users/{id}/end-sessions': {
    post: { tag: 'admin', summary: 'End every session of a user (admins only; audited)', params: ['id'], ok: ['200', 'how many ended', ref('EndedSessions')], errors: UNKNOWN_USER },
  },
  '/api/admin/tools/resend-mails': {
    post: { tag: 'admin', summary: 'Make every outbox mail not yet sent (nor given up) due now (admins only; audited)', ok: ['200', 'how many are due', ref('DueMails')] },
  },
  '/api/admin/tools/rebuild-derived': {
    post: { tag: 'admin', summary: 'Recompute every section’s warnings, incomplete issues and laying method from its data (admins only; audited)', ok: ['200', 'counts', ref('RebuildReport')] },
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
    get: { tag: 'admin', summary: 'Every global preset (the catalogue every user sees), by type and name (admins only)', ok: ['200', 'presets', arrayOf(ref('Preset'))] },
    post: { tag: 'admin', summary: 'Create a global preset (admins only; audited)', body: ref('CreatePresetBody'), ok: ['201', 'the preset', ref('Preset')], errors: BAD_INPUT },
  },
  '/api/admin/presets/{id}': {
    get: { tag: 'admin', summary: 'One global preset (admins only)', params: ['id'], ok: ['200', 'the preset', ref('Preset')], errors: UNKNOWN_PRESET },
    put: { tag: 'admin', summary: 'Replace a global preset (admins only; audited)', params: ['id'], body: ref('CreatePresetBody'), ok: ['200', 'the preset', ref('Preset')], errors: { ...BAD_INPUT, ...UNKNOWN_PRESET } },
    patch: { tag: 'admin', summary: 'Rename a global preset (admins only; audited)', params: ['id'], body: ref('RenamePresetBody'), ok: ['200', 'the preset', ref('Preset')], errors: { ...BAD_INPUT, ...UNKNOWN_PRESET } },
    delete: { tag: 'admin', summary: 'Delete a global preset (admins only; audited)', params: ['id'], ok: ['204', 'deleted'], errors: UNKNOWN_PRESET },
  },
};

/** Builds the document (a fresh object each time). */
export function openApiDocument(version: string): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cable Laying Analyzer API',
      version,
      description:
        'JSON over HTTP. Sign in with POST /api/login: the session travels in the HttpOnly cookie cla_session; every POST, PUT, PATCH and DELETE with that cookie must send the XSRF-TOKEN cookie back in X-XSRF-TOKEN. Errors are { statusCode, code, message, details }. Another user’s resources answer 404; admins may read them (403 on changes). Dates are ISO 8601 UTC; numbers in base units. TypeScript shapes: @cla/domain/api. Scripts may use an API key instead (create one with POST /api/api-keys while signed in): Authorization: Bearer <key> opens POST /simulator/calculate and the GET routes of projects and sections (those listing the bearer scheme), without cookies or X-XSRF-TOKEN, as the key’s owner; any other route answers 403 with details.reason api-key-route.',
    },
    servers: [{ url: '/' }],
    security: [{ session: [] }],
    tags: ['application', 'accounts', 'api keys', 'admin', 'folders', 'projects', 'sections', 'legacy projects', 'presets', 'simulation', 'studies'].map((tag) => ({ name: tag })),
    paths: Object.fromEntries(Object.entries({ ...PATHS, ...STUDY_PATHS, ...ADMIN_OPS_PATHS }).map(([path, methods]) => [path, Object.fromEntries(Object.entries(methods).map(([method, op]) => [method, operation(op)]))])),
    components: {
      schemas: componentSchemas(),
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'cla_session', description: 'set by /api/login and /api/register; writes also need the X-XSRF-TOKEN header' },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: `an API key (cla_…) from POST /api/api-keys, on the routes that list this scheme only; API_KEY_RATE_LIMIT requests per minute per key`,
        },
      },
    },
  };
}
