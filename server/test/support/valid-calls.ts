import { PULLING_TEMPLATE, sectionFromTemplate, type SectionData } from '@cla/domain';

/** Who sends a fuzz request: nobody, one of the signed-in fuzzers, or the manager's API key. */
export type SignedIn = 'ordinary' | 'member' | 'manager' | 'admin';
export type Role = 'anonymous' | SignedIn | 'apiKey';

/** A file sent as multipart. */
export interface UploadedFile {
  readonly field: string;
  readonly name: string;
  readonly content: Buffer;
}

/**
 * A request that gets through to an operation's handler: who sends it, the path parameters, the query, and a JSON
 * body or a file. The route fuzz sends it as is once, then with its body mutated.
 */
export interface ValidCall {
  readonly role: Role;
  readonly params?: readonly string[];
  readonly query?: string;
  readonly body?: unknown;
  readonly file?: UploadedFile;
}

/**
 * The real things the valid calls act on, made by the fuzz's set-up: the manager's (the natural role of every
 * route outside /api/admin), one of each kept for a DELETE, and the tokens of links the mails carried.
 */
export interface Fixtures {
  readonly folder: string;
  readonly emptyFolder: string;
  readonly project: string;
  readonly section: string;
  /** Data of a section ready to simulate (with the catalogue's machines). */
  readonly sectionData: SectionData;
  /** A section no valid call changes, and a study of it. */
  readonly studySection: string;
  readonly study: string;
  readonly doomedSection: string;
  readonly sectionToken: string;
  /** The share token of one of the ordinary user's sections (the manager copies it). */
  readonly otherSectionToken: string;
  readonly legacy: string;
  readonly legacyToken: string;
  readonly otherLegacyToken: string;
  readonly preset: string;
  readonly globalPreset: string;
  readonly file: string;
  readonly plan: string;
  readonly company: string;
  readonly doomed: { readonly company: string; readonly licence: string; readonly distributor: string };
  /** A user no fuzzer signs in as (impersonated, changed by the admin, and signed in by the fuzz). */
  readonly bystander: { readonly id: string; readonly email: string; readonly password: string };
  readonly member: string;
  /** Tokens of the mailed links: a password reset, an admin's invitation, a company's invitation. */
  readonly resetToken: string;
  readonly inviteToken: string;
  readonly companyInvitationToken: string;
}

/** A legacy project's data: one straight row. */
export const LEGACY_DATA = { trajectory: [{ type: 'straight', key: 'r1', length: 10 }], slopeBased: false, altitudeAtStart: 0 };

/** The smallest PNG: 1 × 1, one grey pixel. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==', 'base64');

/**
 * A valid call of each operation the schema-generated bodies rarely get through (a section's data, a study of one of
 * the caller's sections, an upload, a token of a mail, an id of the caller's own), keyed `method path`.
 */
export function validCalls(f: Fixtures): Readonly<Record<string, ValidCall>> {
  const manager = (call: Omit<ValidCall, 'role'>): ValidCall => ({ role: 'manager', ...call });
  const admin = (call: Omit<ValidCall, 'role'>): ValidCall => ({ role: 'admin', ...call });
  const licence = { name: 'Fuzzed licence', allowedLayingMethods: ['pull'], seats: 3, validFrom: '2026-01-01', validUntil: '2030-12-31' };
  return {
    // accounts and the links of the mails
    'post /api/login': { role: 'anonymous', body: { email: f.bystander.email, password: f.bystander.password } },
    'post /api/change-password': { role: 'member', body: { oldPassword: 'correct horse battery', newPassword: 'correct horse battery' } },
    'post /api/password-reset': { role: 'anonymous', body: { token: f.resetToken, password: 'another horse battery' } },
    'post /api/confirm-invite': { role: 'anonymous', body: { token: f.inviteToken, password: 'another horse battery' } },
    'get /api/company-invitation/{token}': { role: 'anonymous', params: [f.companyInvitationToken] },
    'post /api/company/users': manager({ body: { email: 'fuzz-invitee@example.com', role: 'ordinary' } }),
    'patch /api/company/users/{id}': manager({ params: [f.member], body: { role: 'ordinary' } }),
    // admin
    'get /api/admin/users': admin({}),
    'post /api/admin/invite': admin({ body: { email: 'fuzz-invited@example.com', role: 'ordinary' } }),
    'post /api/admin/impersonate/{userId}': admin({ params: [f.bystander.id] }),
    'get /api/admin/impersonateExit': admin({}),
    'patch /api/admin/users/{id}': admin({ params: [f.bystander.id], body: { active: true } }),
    'post /api/admin/users/{id}/password': admin({ params: [f.bystander.id], body: { password: f.bystander.password } }),
    'post /api/admin/companies': admin({ body: { name: 'Fuzzed company' } }),
    'post /api/admin/licences': admin({ body: licence }),
    'post /api/admin/plans/{id}/grant': admin({ params: [f.plan], body: { company: f.company, validFrom: '2026-01-01' } }),
    'put /api/admin/settings': admin({ body: {} }),
    'put /api/admin/presets/{id}': admin({ params: [f.globalPreset], body: { name: 'Global cable', type: 'cable', data: { outerDiameter: 12 } } }),
    'delete /api/admin/companies/{id}': admin({ params: [f.doomed.company] }),
    'delete /api/admin/licences/{id}': admin({ params: [f.doomed.licence] }),
    'delete /api/admin/distributors/{id}': admin({ params: [f.doomed.distributor] }),
    // folders and projects, and their files
    'post /api/folder': manager({ body: { name: 'Fuzzed folder', parent: f.folder } }),
    'patch /api/folder/{id}': manager({ params: [f.folder], body: { name: 'Renamed folder' } }),
    'delete /api/folder/{id}': manager({ params: [f.emptyFolder] }),
    'post /api/project2': manager({ body: { name: 'Fuzzed project', folder: f.folder } }),
    'get /api/project2/{id}': manager({ params: [f.project] }),
    'patch /api/project2/{id}': manager({ params: [f.project], body: { name: 'Renamed project' } }),
    'put /api/project2/{id}/file': manager({ params: [f.project], file: { field: 'file', name: 'survey.csv', content: Buffer.from('x,y,z\n1,2,3\n') } }),
    'put /api/project2/{id}/picture': manager({ params: [f.project], file: { field: 'file', name: 'site.png', content: PNG } }),
    'get /api/project2/{id}/file/{fileId}': manager({ params: [f.project, f.file] }),
    'delete /api/project2/{id}/file/{fileId}': manager({ params: [f.project, f.file] }),
    // sections and their links
    'get /api/section': manager({ query: `project=${f.project}` }),
    'post /api/section': manager({ body: { project: f.project, name: 'Fuzzed section', data: sectionFromTemplate(PULLING_TEMPLATE) } }),
    'get /api/section/{id}': manager({ params: [f.section] }),
    'patch /api/section/{id}': manager({ params: [f.section], body: { name: 'Patched section', data: f.sectionData } }),
    'patch /api/section/rename/{id}': manager({ params: [f.section], body: { name: 'Renamed section' } }),
    'post /api/section/{id}/duplicate': manager({ params: [f.section], body: { project: f.project, name: 'Copy' } }),
    'patch /api/section/create-share-token/{id}': manager({ params: [f.section] }),
    'get /api/section/share/{token}': { role: 'anonymous', params: [f.sectionToken] },
    'post /api/section/share/{token}/copy': manager({ params: [f.otherSectionToken], body: { project: f.project } }),
    'delete /api/section/share-token/{id}': manager({ params: [f.section] }),
    'delete /api/section/{id}': manager({ params: [f.doomedSection] }),
    // legacy projects and their links
    'post /api/project': manager({ body: { name: 'Fuzzed legacy', data: LEGACY_DATA } }),
    'patch /api/create-share-token/{id}': manager({ params: [f.legacy] }),
    'get /api/project/share/{token}': { role: 'anonymous', params: [f.legacyToken] },
    'post /api/project/share/{token}/copy': manager({ params: [f.otherLegacyToken] }),
    'delete /api/share-token/{id}': manager({ params: [f.legacy] }),
    // presets
    'patch /api/presets/{id}': manager({ params: [f.preset], body: { name: 'Renamed cable' } }),
    'delete /api/presets/{id}': manager({ params: [f.preset] }),
    // studies of the manager's section
    'post /api/studies': manager({ body: { section: f.studySection, kind: 'methods' } }),
    'get /api/studies': manager({ query: `section=${f.studySection}` }),
    'get /api/studies/{id}': manager({ params: [f.study] }),
    'delete /api/studies/{id}': manager({ params: [f.study] }),
  };
}
