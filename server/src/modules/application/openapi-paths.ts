// The OpenAPI operations of the accounts, folders, projects, sections, presets, simulation and studies routes.
import { REQUEST_LIMITS } from '../../http/schema/body-limits.js';
import { IfMatchHeader } from '@cla/domain/contracts';
import { COMPANY_PATHS, adminCrud } from './openapi-admin-paths.js';
import { anyObject } from './openapi-components.js';
import { BAD_INPUT, NOT_FOUND, type Op, UPLOAD_TOO_LARGE, error } from './openapi-operation.js';

const SECTION_ETAG = 'the section’s version in quotes ("7"), with a digest of its share token after a dot while it is shared ("7.Xy3…"): send it back in If-Match with PATCH (the version is compared). Cache-Control: private, no-cache; Vary: Cookie, Authorization';
const SHARED_SECTION_ETAG = 'the link’s view’s own weak tag (W/"shared.…"), for If-None-Match only: never the owner’s tag, never one If-Match accepts. Cache-Control: private, no-cache';

const E_LICENCE = error(
  'E_LICENCE: the caller’s licence does not allow the laying method, or is expired, not yet valid or missing (details.method, details.reason method|expired|notYetValid|missing, details.allowedLayingMethods, details.validUntil); or FORBIDDEN: missing or wrong X-XSRF-TOKEN',
);
/** Every route: path (OpenAPI template) → method → operation. */
export const PATHS: Record<string, Record<string, Op>> = {
  '/api/application-version': { get: { tag: 'application', summary: 'The application version (footer) and the connect platform (header link), when set', public: true, ok: ['200', 'the version'] } },
  '/api/docs': { get: { tag: 'application', summary: 'This OpenAPI document', public: true, ok: ['200', 'OpenAPI 3.1', anyObject] } },
  '/api/register': {
    post: { tag: 'accounts', summary: 'Create an account and sign in (session and XSRF-TOKEN cookies)', public: true, ok: ['201', 'the account'], errors: { ...BAD_INPUT, '409': error('username or e-mail taken: details.fields') } },
  },
  '/api/login': {
    post: { tag: 'accounts', summary: 'Sign in with an e-mail or username', public: true, ok: ['200', 'the account'], errors: { ...BAD_INPUT, '401': error('wrong credentials'), '429': error('too many failures (Retry-After)') } },
  },
  '/api/logout': { post: { tag: 'accounts', summary: 'End the session and clear the cookies', public: true, ok: ['204', 'signed out'] } },
  '/api/whoami': { get: { tag: 'accounts', summary: 'The signed-in account (refreshes XSRF-TOKEN)', ok: ['200', 'the account'] } },
  '/api/change-password': {
    post: { tag: 'accounts', summary: 'Change the password; other sessions end', ok: ['204', 'changed'], errors: { ...BAD_INPUT, '429': error('too many wrong old passwords') } },
  },
  '/api/profile': { patch: { tag: 'accounts', summary: 'Change units, display mode or language', ok: ['200', 'the account'], errors: BAD_INPUT } },
  '/api/password-request': {
    post: {
      tag: 'accounts',
      summary: 'Mail a password-reset link (valid 1 hour, single use) when the address has an account; 204 whether it has one or not',
      public: true,
      ok: ['204', 'accepted (nothing says whether the address exists)'],
      errors: { ...BAD_INPUT, '429': error('more than 5 requests for the address, or 20 from the client, in 15 minutes (Retry-After)') },
    },
  },
  '/api/password-reset': {
    post: {
      tag: 'accounts',
      summary: 'Set a new password with the token of a reset link; every session of the user ends',
      public: true,
      ok: ['204', 'password set'],
      errors: { '400': error('bad password (the rules of register), or a token unknown, expired or already used (details.issues on token)') },
    },
  },
  '/api/confirm-invite': {
    post: {
      tag: 'accounts',
      summary: 'Set the first password of an invited user with the token of the invitation (valid 7 days, single use)',
      public: true,
      ok: ['204', 'account activated: sign in with it'],
      errors: { '400': error('bad password, or a token unknown, expired or already used (details.issues on token)') },
    },
  },
  '/api/admin/users': { get: { tag: 'admin', summary: 'Every user, oldest first (admins only)', ok: ['200', 'users'] } },
  '/api/admin/invite': {
    post: {
      tag: 'admin',
      summary: 'Create a user without a password and mail the /confirm-invite/{token} link (admins only; audited)',
      ok: ['201', 'the invited user'],
      errors: { ...BAD_INPUT, '409': error('e-mail or username taken: details.fields') },
    },
  },
  '/api/admin/impersonate/{userId}': {
    post: {
      tag: 'admin',
      summary: 'Make the admin’s session act as the user (admins only; never another admin: 403; audited). whoami then answers that user with impersonated: true',
      params: ['userId'],
      ok: ['200', 'the impersonated account'],
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
  '/api/user-company': { get: { tag: 'companies', summary: 'The caller’s company with its licence (seats used, dates), or { company: null }', ok: ['200', 'the company'] } },
  ...COMPANY_PATHS,
  ...adminCrud('companies', 'company', 'members (users still in it)'),
  ...adminCrud('licences', 'licence', 'companies or users holding it'),
  ...adminCrud('plans', 'plan', 'licences made from it'),
  ...adminCrud('distributors', 'distributor', 'companies it sells to'),
  '/api/admin/tables': {
    get: { tag: 'admin', summary: 'The tables of the table view and their columns (admins only)', ok: ['200', 'tables'] },
  },
  '/api/admin/tables/{table}': {
    get: {
      tag: 'admin',
      summary: 'A page of a table, sorted and filtered on its whitelisted columns (admins only); format=csv: every matching row as a text/csv attachment, formulas neutralised',
      params: ['table'],
      ok: ['200', 'the page (or the CSV text)'],
      errors: { '400': error('bad parameter, or a column that is not in the table, cannot be sorted or filtered by (details.issues names it)'), '404': error('unknown table') },
    },
  },
  '/api/admin/tables/{table}/rows/{id}': {
    get: {
      tag: 'admin',
      summary: 'One row with every whitelisted column, the large ones too (admins only)',
      params: ['table', 'id'],
      ok: ['200', 'the row'],
      errors: { '404': error('unknown table or row, or a table whose rows have no public id') },
    },
  },
  '/api/admin/plans/{id}/grant': {
    post: {
      tag: 'admin',
      summary: 'Make a licence from the plan (its methods and seats, valid durationDays days from validFrom, default today) and give it to the company (admins only; audited)',
      params: ['id'],
      ok: ['201', 'the new licence'],
      errors: { ...BAD_INPUT, '404': error('unknown plan') },
    },
  },
  '/api/admin/users/{id}': {
    patch: {
      tag: 'admin',
      summary: 'Change a user’s application role, company and company role, own licence, or active (admins only; audited). Deactivating ends the user’s sessions',
      params: ['id'],
      ok: ['200', 'the user'],
      errors: {
        ...BAD_INPUT,
        '403': error('FORBIDDEN reason selfDemote: an admin cannot take away their own admin role or deactivate themselves'),
        '404': error('unknown user'),
        '409': error('E_SEATS: every seat of the company’s licence is taken (details.seats, details.seatsUsed)'),
      },
    },
  },
  '/api/api-keys': {
    get: { tag: 'api keys', summary: 'The caller’s API keys, oldest first (never the keys themselves); a session is needed', ok: ['200', 'keys'] },
    post: {
      tag: 'api keys',
      summary: 'Create an API key with a name: the answer is the only one that ever holds the key (stored as its SHA-256)',
      ok: ['201', 'the key, with its secret'],
      errors: { ...BAD_INPUT, '409': error('the caller already has 20 keys: revoke one (details.reason: limit)') },
    },
  },
  '/api/api-keys/{id}': {
    delete: { tag: 'api keys', summary: 'Revoke one of the caller’s keys: it stops working at once', params: ['id'], ok: ['204', 'revoked'], errors: NOT_FOUND },
  },
  '/api/motd': { get: { tag: 'application', summary: 'The message of the day', ok: ['200', 'keyPrefix, seqId, enable'] } },
  '/api/folders': { get: { tag: 'folders', summary: 'The caller’s folders, by name', ok: ['200', 'folders'] } },
  '/api/folder': { post: { tag: 'folders', summary: 'Create a folder (parent: one of the caller’s)', ok: ['201', 'the folder'], errors: BAD_INPUT } },
  '/api/folder/{id}': {
    patch: { tag: 'folders', summary: 'Rename a folder', params: ['id'], ok: ['200', 'the folder'], errors: { ...BAD_INPUT, ...NOT_FOUND } },
    delete: { tag: 'folders', summary: 'Delete a folder, its subfolders and their projects (legacy ones marked deleted)', params: ['id'], ok: ['204', 'deleted'], errors: NOT_FOUND },
  },
  '/api/project2': {
    get: { tag: 'projects', apiKey: true, summary: 'The caller’s projects with files and section summaries, by name', ok: ['200', 'projects'] },
    post: { tag: 'projects', summary: 'Create a project', ok: ['201', 'the project'], errors: BAD_INPUT },
  },
  '/api/project2/{id}': {
    get: { tag: 'projects', apiKey: true, summary: 'One project (admins: anybody’s)', params: ['id'], ok: ['200', 'the project'], errors: NOT_FOUND },
    patch: { tag: 'projects', summary: 'Change name, folder or picture (the whole project may be sent; read-only fields are ignored)', params: ['id'], ok: ['200', 'the project'], errors: { ...BAD_INPUT, ...NOT_FOUND } },
    delete: { tag: 'projects', summary: 'Delete a project with its sections and files', params: ['id'], ok: ['204', 'deleted'], errors: NOT_FOUND },
  },
  '/api/project2/{id}/file': {
    put: {
      tag: 'projects',
      summary: 'Attach a file: pdf, png, jpeg, gif, webp, kml, kmz, gpx, xyz, csv, txt or json, at most 20 MB (type from the extension, checked against the content)',
      params: ['id'],
      ok: ['201', 'the file id'],
      errors: { ...BAD_INPUT, ...NOT_FOUND, '413': UPLOAD_TOO_LARGE, '415': error('type not accepted: details.allowed') },
    },
  },
  '/api/project2/{id}/picture': {
    put: {
      tag: 'projects',
      summary: 'Set the picture (png, jpeg, gif or webp), replacing the previous one',
      params: ['id'],
      ok: ['201', 'the picture id'],
      errors: { ...BAD_INPUT, ...NOT_FOUND, '413': UPLOAD_TOO_LARGE, '415': error('not an image: details.allowed') },
    },
  },
  '/api/project2/{id}/file/{fileId}': {
    get: { tag: 'projects', apiKey: true, summary: 'Download a file or the picture (images inline, others as attachments)', params: ['id', 'fileId'], ok: ['200', 'the bytes, with the stored Content-Type'], errors: NOT_FOUND },
    delete: { tag: 'projects', summary: 'Delete a file (or the picture)', params: ['id', 'fileId'], ok: ['204', 'deleted'], errors: NOT_FOUND },
  },
  '/api/section': {
    get: { tag: 'sections', apiKey: true, summary: 'The sections of a project, by name, a page of at most about 2 M characters of data at a time (Link: rel="next" names the next page)', ok: ['200', 'sections'], errors: { ...BAD_INPUT, ...NOT_FOUND } },
    post: {
      tag: 'sections',
      summary: 'Create a section in one of the caller’s projects; data checked by @cla/domain',
      ok: ['201', 'the section (version 1)'],
      errors: { ...BAD_INPUT, '403': E_LICENCE, '422': error('the data breaks a rule: details.issues (ValidationIssue[])') },
    },
  },
  '/api/section/{id}': {
    get: { tag: 'sections', apiKey: true, summary: 'One section (admins: anybody’s)', params: ['id'], ok: ['200', 'the section'], okHeaders: { ETag: SECTION_ETAG }, errors: NOT_FOUND },
    patch: {
      tag: 'sections',
      summary:
        'Save a section ({id, project, data, results} and name, favorites; absent fields are kept). Concurrency: the body’s version or If-Match (the ETag of GET) must be the stored version; with neither, the last write wins',
      params: ['id'],
      headers: { 'If-Match': IfMatchHeader },
      ok: ['200', 'the section with the next version'],
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
    patch: { tag: 'sections', summary: 'Rename (name and data.general.sectionName; a new version)', params: ['id'], ok: ['200', 'the section'], errors: { ...BAD_INPUT, ...NOT_FOUND } },
  },
  '/api/section/{id}/duplicate': {
    post: { tag: 'sections', summary: 'Copy a section into the same (default) or another of the caller’s projects', params: ['id'], ok: ['201', 'the copy'], errors: { ...BAD_INPUT, ...NOT_FOUND, '422': error('the data breaks a rule for the caller') } },
  },
  '/api/section/create-share-token/{id}': {
    patch: { tag: 'sections', summary: 'The section’s share token (created on the first call; 256 random bits)', params: ['id'], ok: ['200', 'the token'], errors: NOT_FOUND },
  },
  '/api/section/share-token/{id}': {
    delete: { tag: 'sections', summary: 'Stop sharing the section: its link no longer opens it (a later share gives a new token)', params: ['id'], ok: ['204', 'no longer shared'], errors: NOT_FOUND },
  },
  '/api/section/share/{token}': {
    get: { tag: 'sections', summary: 'A shared section, read-only, for anybody with the link', public: true, params: ['token'], ok: ['200', 'the shared section, with the latest finished study of each kind (results only)'], okHeaders: { ETag: SHARED_SECTION_ETAG }, errors: { '404': error('unknown token') } },
  },
  '/api/section/share/{token}/copy': {
    post: { tag: 'sections', summary: 'Copy a shared section into one of the caller’s projects', params: ['token'], ok: ['201', 'the copy'], errors: { ...BAD_INPUT, '404': error('unknown token'), '422': error('the data breaks a rule for the caller') } },
  },
  '/api/storage': { get: { tag: 'accounts', summary: 'The caller’s files and stored data against their quotas', ok: ['200', 'the usage'] } },
  '/api/projects': {
    get: {
      tag: 'legacy projects',
      apiKey: true,
      summary: 'The caller’s legacy projects (not deleted), by name, a page of at most about 2 M characters of data at a time (Link: rel="next" names the next page)',
      ok: ['200', 'projects'],
      errors: BAD_INPUT,
    },
  },
  '/api/project': { post: { tag: 'legacy projects', summary: 'Create a legacy project (undo of a delete re-posts it)', ok: ['201', 'the project'], errors: BAD_INPUT } },
  '/api/project/{id}': {
    get: { tag: 'legacy projects', apiKey: true, summary: 'One legacy project', params: ['id'], ok: ['200', 'the project'], errors: NOT_FOUND },
    patch: { tag: 'legacy projects', summary: 'Change name, folder or data', params: ['id'], ok: ['200', 'the project'], errors: { ...BAD_INPUT, ...NOT_FOUND } },
    delete: { tag: 'legacy projects', summary: 'Mark deleted', params: ['id'], ok: ['204', 'marked deleted'], errors: NOT_FOUND },
  },
  '/api/project/share/{token}': {
    get: { tag: 'legacy projects', summary: 'A shared legacy project, read-only, for anybody with the link (not once deleted)', public: true, params: ['token'], ok: ['200', 'the shared project'], errors: { '404': error('unknown token') } },
  },
  '/api/project/share/{token}/copy': {
    post: { tag: 'legacy projects', summary: 'Copy a shared legacy project into the caller’s projects (top level, no token)', params: ['token'], ok: ['201', 'the copy'], errors: { '404': error('unknown token') } },
  },
  '/api/create-share-token/{id}': {
    patch: { tag: 'legacy projects', summary: 'The legacy project’s share token (created on the first call)', params: ['id'], ok: ['200', 'the token'], errors: NOT_FOUND },
  },
  '/api/share-token/{id}': {
    delete: { tag: 'legacy projects', summary: 'Stop sharing the legacy project: its link no longer opens it (a later share gives a new token)', params: ['id'], ok: ['204', 'no longer shared'], errors: NOT_FOUND },
  },
  '/api/presets': {
    get: {
      tag: 'presets',
      summary: 'The demo catalogue and the caller’s presets, by name',
      ok: ['200', 'presets'],
      errors: BAD_INPUT,
    },
    post: { tag: 'presets', summary: 'Save one of the caller’s presets', ok: ['201', 'the preset'], errors: BAD_INPUT },
  },
  '/api/presets/{id}': {
    patch: { tag: 'presets', summary: 'Rename one of the caller’s presets (the catalogue is read-only: 403)', params: ['id'], ok: ['200', 'the preset'], errors: { ...BAD_INPUT, ...NOT_FOUND } },
    delete: { tag: 'presets', summary: 'Delete one of the caller’s presets (the catalogue is read-only: 403)', params: ['id'], ok: ['204', 'deleted'], errors: NOT_FOUND },
  },
  '/simulator/calculate': {
    post: {
      tag: 'simulation',
      apiKey: true,
      summary:
        'Run one simulation in the worker pool (bad parameters: 200 with status notStarted and E_INVALID_PARAMS messages). Signed-in users or an API key; a client that closes the connection cancels it',
      ok: ['200', 'the result'],
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
export const STUDY_PATHS: Record<string, Record<string, Op>> = {
  '/api/studies': {
    post: {
      tag: 'studies',
      summary:
        'Ask for a study of one of the caller’s sections: methods (every laying method the licence allows), pushers (intermediate pushers or pits), cof (COF uncertainty), equipment (sizing among the caller’s and the global presets, fixed when asked) or calibration (the COF fitted to a field log); it is queued and run in the background (by the server, or by the workers of npm run worker with REDIS_URL). Poll GET /api/studies/{id}; DELETE it to cancel',
      ok: ['202', 'the study, queued'],
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
    get: { tag: 'studies', summary: 'The studies of a section, newest first (whoever may read the section)', ok: ['200', 'studies'], errors: { ...BAD_INPUT, ...NOT_FOUND } },
  },
  '/api/studies/{id}': {
    get: { tag: 'studies', summary: 'A study: status queued|running|done|failed, progress 0..1, and its result once done', params: ['id'], ok: ['200', 'the study'], errors: NOT_FOUND },
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
