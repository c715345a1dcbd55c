import { resultsBasisHash } from '@cla/domain';
import type { Folder, LegacyProject, Preset, Project2, Section, Study } from '@cla/domain/api';
import { vi } from 'vitest';
import type { Account } from '../src/lib/session.tsx';

/** One call the fake server received. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

const at = '2026-11-20T10:00:00.000Z';

/** A valid personal licence allowing `methods` (the contract's whole licence answer). */
export function licence(methods: Account['licence']['allowedLayingMethods']): Account['licence'] {
  return { allowedLayingMethods: methods, licensedLayingMethods: methods, name: null, source: 'personal', status: 'valid', validFrom: null, validUntil: null };
}

export function account(overrides: Partial<Account> = {}): Account {
  return {
    id: 'u1',
    username: 'ada',
    email: 'ada.lovelace@example.com',
    role: 'ordinary',
    company: null,
    impersonated: false,
    systemOfUnits: 'std',
    displayMode: 'expert',
    language: 'en',
    licence: licence(['pull', 'push', 'pushpull', 'jetting']),
    ...overrides,
  };
}

/** A folder as the API lists it, created when last changed (`updatedAt`). */
export function folder(id: string, name: string, parent: string | null = null, updatedAt = at): Folder {
  return { id, name, parent, createdAt: updatedAt, updatedAt };
}

/** A project (v2) as the API lists it, without files or sections, created when last changed (`updatedAt`). */
export function project2(id: string, name: string, folderId: string | null = null, updatedAt = at): Project2 {
  return { id, name, folder: folderId, picture: null, files: [], sections: [], createdAt: updatedAt, updatedAt };
}

function json(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });
}

/**
 * An in-memory stand-in for the server's session and projects calls, installed as `fetch`: enough to
 * drive the pages through their real API client. `signedIn` starts the session; `password` is the one
 * password that signs in.
 */
export function installFakeApi(
  options: {
    signedIn?: Account;
    password?: string;
    folders?: Folder[];
    projects?: Project2[];
    legacy?: LegacyProject[];
    sections?: Section[];
    presets?: Preset[];
    /** What POST /simulator/calculate answers. */
    calculate?: (request: unknown) => unknown;
    /** The studies stored on the server (`/api/studies`). */
    studies?: Study[];
    /** Study kinds `POST /api/studies` answers 400 "not available yet" (field `kind`). */
    unavailableKinds?: string[];
    /** false: the server has no `DELETE /api/studies/{id}` (404, as a server without the route). */
    studyDelete?: boolean;
  } = {},
) {
  const state = {
    account: options.signedIn,
    folders: [...(options.folders ?? [])],
    projects: [...(options.projects ?? [])],
    legacy: [...(options.legacy ?? [])],
    sections: [...(options.sections ?? [])],
    presets: [...(options.presets ?? [])],
    users: [] as { id: string; username: string; email: string; role: Account['role']; createdAt: string }[],
    calls: [] as FakeCall[],
    studies: [...(options.studies ?? [])],
    nextId: 1,
    /** Paths (METHOD path) that answer 500 once. */
    failOnce: new Set<string>(),
    /** Paths (METHOD path) that answer once with this status and error body. */
    failWith: new Map<string, { status: number; body: unknown }>(),
    /** Paths (METHOD path) that get no response once (the request fails as fetch fails offline). */
    offlineOnce: new Set<string>(),
  };
  const id = (): string => `id${String(state.nextId++).padStart(6, '0')}`;

  /** Share-link calls: create, stop sharing, and the shared section (its GET is public). */
  const handleSection = (method: string, path: string, body: unknown): Response | undefined => {
    const share = /^\/api\/section\/create-share-token\/([^/]+)$/.exec(path);
    if (share && method === 'PATCH') {
      const found = state.sections.find((s) => s.id === share[1]);
      if (!found) return json({ statusCode: 404, code: 'NOT_FOUND', message: 'No such section', details: null }, 404);
      found.shareToken = found.shareToken ?? `token-${found.id}`;
      return json({ shareToken: found.shareToken });
    }
    const unshare = /^\/api\/section\/share-token\/([^/]+)$/.exec(path);
    if (unshare && method === 'DELETE') {
      const found = state.sections.find((s) => s.id === unshare[1]);
      if (!found) return json({ statusCode: 404, code: 'NOT_FOUND', message: 'No such section', details: null }, 404);
      found.shareToken = null;
      return json(undefined, 204);
    }
    const shared = /^\/api\/section\/share\/([^/]+)(\/copy)?$/.exec(path);
    if (shared) {
      const found = state.sections.find((s) => s.shareToken === shared[1]);
      if (!found) return json({ statusCode: 404, code: 'NOT_FOUND', message: 'No such link', details: null }, 404);
      if (!shared[2]) {
        const { project: _p, version: _v, shareToken: _t, incomplete: _i, ...rest } = found;
        return json(rest);
      }
      const copy = { ...found, id: id(), project: (body as { project: string }).project, shareToken: null, version: 1 };
      state.sections.push(copy);
      return json(copy, 201);
    }
    return undefined;
  };

  /** `/api/studies`: ask (queued), list by section (newest first), get, delete (when `studyDelete` is not false). */
  const handleStudies = (method: string, path: string, body: unknown, rawPath: string): Response | undefined => {
    if (path === '/api/studies' && method === 'POST') {
      const input = body as { section: string; kind: Study['kind']; options?: object };
      if (options.unavailableKinds?.includes(input.kind)) {
        return json({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Invalid input', details: { issues: [{ field: 'kind', message: `${input.kind} is not available yet` }] } }, 400);
      }
      const study = { id: id(), section: input.section, kind: input.kind, status: 'queued', progress: 0, runs: 0, options: input.options ?? {}, result: null, error: null, createdAt: at, startedAt: null, finishedAt: null } as Study;
      state.studies.unshift(study);
      return json(study, 202);
    }
    if (path === '/api/studies' && method === 'GET') {
      const section = new URL(`http://x${rawPath}`).searchParams.get('section');
      return json(state.studies.filter((s) => s.section === section));
    }
    const one = /^\/api\/studies\/([^/]+)$/.exec(path);
    if (!one) return undefined;
    const index = state.studies.findIndex((s) => s.id === one[1]);
    if (method === 'DELETE' && options.studyDelete === false) return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Cannot DELETE', details: null }, 404);
    if (index < 0) return json({ statusCode: 404, code: 'NOT_FOUND', message: 'No such study', details: null }, 404);
    if (method === 'GET') return json(state.studies[index]);
    if (method === 'DELETE') {
      state.studies.splice(index, 1);
      return json(undefined, 204);
    }
    return undefined;
  };

  const handle = (method: string, path: string, body: unknown, rawPath: string): Response => {
    const key = `${method} ${path}`;
    if (state.failOnce.delete(key)) return json({ statusCode: 500, code: 'INTERNAL', message: 'boom', details: null }, 500);
    const forced = state.failWith.get(key);
    if (forced) {
      state.failWith.delete(key);
      return json(forced.body, forced.status);
    }
    if (key === 'GET /api/application-version') return json({ version: '4.0.0' });
    if (key === 'GET /api/motd') return json({ keyPrefix: 'motd', seqId: 0, enable: false });
    if (key === 'POST /api/login') {
      const { email, password } = body as { email: string; password: string };
      if (password !== (options.password ?? 'correct horse') || !email) {
        return json({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Wrong e-mail, username or password', details: null }, 401);
      }
      state.account = account();
      return json(state.account);
    }
    if (key === 'POST /api/register') {
      const { username, email } = body as { username: string; email: string };
      if (email === 'taken@example.com') {
        return json({ statusCode: 409, code: 'CONFLICT', message: 'Already taken: email', details: { fields: ['email'] } }, 409);
      }
      if (email === 'closed@example.com') {
        // an admin set registration to invitation only
        return json({ statusCode: 403, code: 'FORBIDDEN', message: 'Registration is by invitation only', details: { reason: 'registration-closed' } }, 403);
      }
      state.account = account({ username, email });
      return json(state.account, 201);
    }
    if (key === 'POST /api/logout') {
      state.account = undefined;
      return json(undefined, 204);
    }
    const publicShare = method === 'GET' && path.startsWith('/api/section/share/');
    if (publicShare) return handleSection(method, path, body) ?? json(undefined, 404);
    const legacyShared = /^\/api\/project\/share\/([^/]+)(\/copy)?$/.exec(path);
    if (legacyShared && (method === 'GET' || state.account)) {
      const found = state.legacy.find((p) => p.shareToken === legacyShared[1]);
      if (!found) return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Shared project not found', details: null }, 404);
      if (!legacyShared[2]) return json({ id: found.id, name: found.name, data: found.data, createdAt: found.createdAt, updatedAt: found.updatedAt });
      const copy: LegacyProject = { ...found, id: id(), owner: state.account?.id ?? '', folder: null, shareToken: null };
      state.legacy.push(copy);
      return json(copy, 201);
    }
    if (!state.account) return json({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in first', details: null }, 401);
    if (key === 'GET /api/whoami') return json(state.account);
    if (key === 'PATCH /api/profile') {
      state.account = { ...state.account, ...(body as Partial<Account>) };
      return json(state.account);
    }
    if (key === 'GET /api/admin/users') {
      if (state.account.role !== 'admin') return json({ statusCode: 403, code: 'FORBIDDEN', message: 'Admins only', details: null }, 403);
      return json(state.users);
    }
    const impersonate = /^\/api\/admin\/impersonate\/([^/]+)$/.exec(path);
    if (impersonate && method === 'POST') {
      const user = state.users.find((u) => u.id === impersonate[1]);
      if (!user) return json({ statusCode: 404, code: 'NOT_FOUND', message: 'No such user', details: null }, 404);
      state.account = account({ id: user.id, username: user.username, email: user.email, role: user.role, impersonated: true });
      return json(state.account);
    }
    if (key === 'POST /api/admin/invite') {
      const { email, role } = body as { email: string; role: Account['role'] };
      const created = { id: id(), username: email.split('@')[0] ?? email, email, role, createdAt: at };
      state.users.push(created);
      return json(created, 201);
    }
    if (key === 'GET /api/folders') return json(state.folders);
    if (key === 'GET /api/projects') return json(state.legacy);
    if (key === 'GET /api/storage') {
      const data = JSON.stringify(state.legacy).length;
      return json({ files: { usedBytes: 0, quotaBytes: 500 * 1024 * 1024 }, data: { usedBytes: data, quotaBytes: 100 * 1024 * 1024 } });
    }
    if (method === 'GET' && path === '/api/user-company') {
      return json({ company: null });
    }
    if (method === 'GET' && path === '/api/presets') {
      const type = new URL(`http://x${rawPath}`).searchParams.get('type');
      return json(state.presets.filter((preset) => !type || preset.type === type));
    }
    if (key === 'POST /api/presets') {
      const input = body as Pick<Preset, 'name' | 'type' | 'group' | 'data'>;
      const created: Preset = { ...input, id: id(), owner: state.account.id };
      state.presets.push(created);
      return json(created, 201);
    }
    const presetPath = /^\/api\/presets\/([^/]+)$/.exec(path);
    if (presetPath && method === 'PATCH') {
      const preset = state.presets.find((p) => p.id === presetPath[1]);
      if (!preset) return json({ code: 'NOT_FOUND', message: 'Preset not found' }, 404);
      if (!preset.owner) return json({ code: 'FORBIDDEN', message: 'The demo catalogue is read-only' }, 403);
      preset.name = String((body as { name: unknown }).name).trim();
      return json(preset);
    }
    if (key === 'POST /simulator/calculate') return json(options.calculate?.(body) ?? { status: 'notStarted' });
    const studyAnswer = handleStudies(method, path, body, rawPath);
    if (studyAnswer) return studyAnswer;
    if (key === 'GET /api/section') {
      const project = new URL(`http://x${rawPath}`).searchParams.get('project');
      return json(state.sections.filter((s) => s.project === project));
    }
    const sectionAnswer = handleSection(method, path, body);
    if (sectionAnswer) return sectionAnswer;
    if (key === 'POST /api/section') {
      const input = body as Pick<Section, 'project' | 'data' | 'name'>;
      const created = { id: id(), project: input.project, name: input.name, data: input.data, results: null, shareToken: null, favorites: [], version: 1, warnings: [], incomplete: [], createdAt: at, updatedAt: at } as Section;
      state.sections.push(created);
      return json(created, 201);
    }
    const section = /^\/api\/section\/([^/]+)$/.exec(path);
    if (section) {
      const index = state.sections.findIndex((s) => s.id === section[1]);
      const found = state.sections[index];
      if (!found) return json({ statusCode: 404, code: 'NOT_FOUND', message: 'No such section', details: null }, 404);
      if (method === 'GET') return json(found);
      if (method === 'PATCH') {
        const patch = body as Partial<Section> & { version: number };
        if (patch.version !== found.version) {
          return json({ statusCode: 409, code: 'CONFLICT', message: 'stale', details: { reason: 'version', currentVersion: found.version } }, 409);
        }
        // as the server says it (section-freshness.ts): results sent belong to the data; data alone leaves them stale once it changed
        const stale = patch.results !== undefined ? false : patch.data !== undefined && found.results ? found.stale === true || resultsBasisHash(patch.data) !== resultsBasisHash(found.data) : found.stale;
        const next: Section = { ...found, ...patch, stale, version: found.version + 1, updatedAt: at } as Section;
        state.sections[index] = next;
        return json(next);
      }
    }
    if (key === 'POST /api/project') {
      const input = body as Pick<LegacyProject, 'name' | 'folder' | 'data'>;
      const created: LegacyProject = { ...input, id: id(), owner: state.account.id, shareToken: null, deleted: false, createdAt: at, updatedAt: at };
      state.legacy.push(created);
      return json(created, 201);
    }
    const legacyShare = /^\/api\/create-share-token\/([^/]+)$/.exec(path);
    if (legacyShare && method === 'PATCH') {
      const found = state.legacy.find((p) => p.id === legacyShare[1]);
      if (!found) return json({ statusCode: 404, code: 'NOT_FOUND', message: 'No such project', details: null }, 404);
      found.shareToken = found.shareToken ?? `legacy-token-${found.id}`;
      return json({ shareToken: found.shareToken });
    }
    const legacyUnshare = /^\/api\/share-token\/([^/]+)$/.exec(path);
    if (legacyUnshare && method === 'DELETE') {
      const found = state.legacy.find((p) => p.id === legacyUnshare[1]);
      if (!found) return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Project not found', details: null }, 404);
      found.shareToken = null;
      return json(undefined, 204);
    }
    const legacy = /^\/api\/project\/([^/]+)$/.exec(path);
    if (legacy && method === 'GET') {
      const found = state.legacy.find((p) => p.id === legacy[1]);
      return found ? json(found) : json({ statusCode: 404, code: 'NOT_FOUND', message: 'Project not found', details: null }, 404);
    }
    if (legacy && method === 'PATCH') {
      const index = state.legacy.findIndex((p) => p.id === legacy[1]);
      if (index < 0) return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Project not found', details: null }, 404);
      const patch = body as Partial<LegacyProject>;
      const next: LegacyProject = { ...state.legacy[index]!, ...(patch.name !== undefined && { name: patch.name }), ...(patch.data !== undefined && { data: patch.data }) };
      state.legacy[index] = next;
      return json(next);
    }
    if (legacy && method === 'DELETE') {
      const index = state.legacy.findIndex((p) => p.id === legacy[1]);
      if (index < 0) return json({ statusCode: 404, code: 'NOT_FOUND', message: 'No such project', details: null }, 404);
      state.legacy.splice(index, 1);
      return json(undefined, 204);
    }
    if (key === 'GET /api/project2') return json(state.projects);
    if (key === 'POST /api/folder') {
      const { name, parent } = body as { name: string; parent: string | null };
      const folder: Folder = { id: id(), name, parent: parent ?? null, createdAt: at, updatedAt: at };
      state.folders.push(folder);
      return json(folder, 201);
    }
    if (key === 'POST /api/project2') {
      const { name, folder } = body as { name: string; folder: string | null };
      const project: Project2 = { id: id(), name, folder: folder ?? null, picture: null, files: [], sections: [], createdAt: at, updatedAt: at };
      state.projects.push(project);
      return json(project, 201);
    }
    const project = /^\/api\/project2\/([^/]+)$/.exec(path);
    if (project) {
      const index = state.projects.findIndex((p) => p.id === project[1]);
      const found = state.projects[index];
      if (!found) return json({ statusCode: 404, code: 'NOT_FOUND', message: 'No such project', details: null }, 404);
      if (method === 'GET') return json(found);
      if (method === 'PATCH') {
        const next = { ...found, ...(body as Partial<Project2>), updatedAt: at };
        state.projects[index] = next;
        return json(next);
      }
      if (method === 'DELETE') {
        state.projects.splice(index, 1);
        return json(undefined, 204);
      }
    }
    const folder = /^\/api\/folder\/([^/]+)$/.exec(path);
    if (folder) {
      const index = state.folders.findIndex((f) => f.id === folder[1]);
      const found = state.folders[index];
      if (!found) return json({ statusCode: 404, code: 'NOT_FOUND', message: 'No such folder', details: null }, 404);
      if (method === 'PATCH') {
        const next = { ...found, ...(body as Partial<Folder>) };
        state.folders[index] = next;
        return json(next);
      }
      if (method === 'DELETE') {
        state.folders.splice(index, 1);
        return json(undefined, 204);
      }
    }
    return json({ statusCode: 404, code: 'NOT_FOUND', message: `No route ${key}`, details: null }, 404);
  };

  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    state.calls.push({ method, path: url.pathname, body, headers: (init?.headers ?? {}) as Record<string, string> });
    if (state.offlineOnce.delete(`${method} ${url.pathname}`)) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(handle(method, url.pathname, body, `${url.pathname}${url.search}`));
  });
  vi.stubGlobal('fetch', fetch);
  return state;
}
