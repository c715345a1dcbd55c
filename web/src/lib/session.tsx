// Who is signed in: the session checked on start, signing in, registering, the profile and signing out, and the user's unit system.
import type { UnitSystem } from '@cla/domain';
import type { Account as ContractAccount, ProfileBody, RegisterBody } from '@cla/domain/api';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { apiClient, isApiError, type ApiClient } from './api-client.ts';
import { callRouteWith } from './api-routes.ts';
import { atom, useAtomValue, useStore, type AppStore } from './store.ts';

/** What the server says about the signed-in user (`/api/whoami`, `/api/login`, `/api/register`, `/api/profile`): the contract's answer. */
export type Account = ContractAccount;

/** Whether `account` manages its company: its managers, and app admins who belong to it. */
export function canManageCompany(account: Account): boolean {
  return account.company !== null && (account.company.role === 'manager' || account.role === 'admin');
}

/** A member's role in their company. */
export type CompanyRole = NonNullable<Account['company']>['role'];

/** The licence that applies to the user now (`status` other than `valid`: nothing is allowed). */
export type AccountLicence = Account['licence'];

/**
 * Who is using the app: `checking` until the first `/api/whoami` answers, then `anonymous` or
 * `signedIn`. `unavailable` when the server could not be asked (no response, 5xx): the app shows the
 * error rather than pretending nobody is signed in.
 */
export type Session =
  | { readonly status: 'checking' }
  | { readonly status: 'anonymous' }
  | { readonly status: 'signedIn'; readonly account: Account }
  | { readonly status: 'unavailable'; readonly message: string };

export const sessionAtom = atom<Session>({ status: 'checking' });

/** The session as it stands. */
export function useSession(): Session {
  return useAtomValue(sessionAtom);
}

/** The signed-in account, if any. */
export function useAccount(): Account | undefined {
  const session = useSession();
  return session.status === 'signedIn' ? session.account : undefined;
}

/** The unit system values are shown in: the user's, `std` for visitors. */
export function useUnitSystem(): UnitSystem {
  return useAccount()?.systemOfUnits ?? 'std';
}

function isAccount(data: unknown): data is Account {
  if (typeof data !== 'object' || data === null) return false;
  const { id, email, role, systemOfUnits } = data as Record<string, unknown>;
  return typeof id === 'string' && typeof email === 'string' && typeof role === 'string' && typeof systemOfUnits === 'string';
}

function parseAccount(data: unknown): Account {
  if (!isAccount(data)) throw new TypeError('not an account');
  return data;
}

/** A change of the profile (`PATCH /api/profile`): the contract's body. */
export type ProfileChange = ProfileBody;

/** Session calls; they keep `sessionAtom` in `store` up to date. */
export interface SessionActions {
  /** Asks `/api/whoami` (401 → anonymous). Never throws. */
  check(signal?: AbortSignal): Promise<Session>;
  /** Signs in with an e-mail or a username. @throws {ApiError} */
  signIn(login: string, password: string): Promise<Account>;
  /** @throws {ApiError} */
  register(input: RegisterBody): Promise<Account>;
  /** Signs out (the session ends even if the server cannot be told). */
  signOut(): Promise<void>;
  /** @throws {ApiError} */
  updateProfile(change: ProfileChange): Promise<Account>;
  /** @throws {ApiError} */
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
}

/** The session actions of `store`, calling the server through `client`. */
export function createSessionActions(store: AppStore, client: ApiClient = apiClient): SessionActions {
  const signedIn = (account: Account): Account => {
    store.set(sessionAtom, { status: 'signedIn', account });
    return account;
  };
  return {
    async check(signal) {
      let session: Session;
      try {
        const account = await callRouteWith(client, 'GET /api/whoami', { parse: parseAccount, ...(signal && { signal }) });
        session = { status: 'signedIn', account };
      } catch (error) {
        if (isApiError(error, 'aborted')) return store.get(sessionAtom);
        session =
          isApiError(error, 'http') && (error.status === 401 || error.status === 403)
            ? { status: 'anonymous' }
            : { status: 'unavailable', message: error instanceof Error ? error.message : String(error) };
      }
      store.set(sessionAtom, session);
      return session;
    },
    async signIn(login, password) {
      return signedIn(await callRouteWith(client, 'POST /api/login', { body: { email: login, password }, parse: parseAccount }));
    },
    async register(input) {
      return signedIn(await callRouteWith(client, 'POST /api/register', { body: input, parse: parseAccount }));
    },
    async signOut() {
      try {
        await callRouteWith(client, 'POST /api/logout');
      } finally {
        store.set(sessionAtom, { status: 'anonymous' });
      }
    },
    async updateProfile(change) {
      return signedIn(await callRouteWith(client, 'PATCH /api/profile', { body: change, parse: parseAccount }));
    },
    async changePassword(oldPassword, newPassword) {
      await callRouteWith(client, 'POST /api/change-password', { body: { oldPassword, newPassword } });
    },
  };
}

const SessionActionsContext = createContext<SessionActions | null>(null);

/** The session actions of the app (see {@link SessionProvider}). */
export function useSessionActions(): SessionActions {
  const actions = useContext(SessionActionsContext);
  if (actions === null) throw new Error('useSessionActions needs a SessionProvider');
  return actions;
}

export interface SessionProviderProps {
  /** Defaults to the app's {@link apiClient}. */
  client?: ApiClient;
  children?: ReactNode;
}

/**
 * Asks the server who is signed in once at start, and forgets the user whenever a call answers 401
 * (the session expired or was ended elsewhere): the protected page then sends them to sign in, keeping
 * the path to come back to.
 */
export function SessionProvider({ client = apiClient, children }: SessionProviderProps): ReactNode {
  const store = useStore();
  const [actions] = useState(() => createSessionActions(store, client));
  useEffect(() => {
    const controller = new AbortController();
    void actions.check(controller.signal);
    const stop = client.observe({
      onEnd(error) {
        if (error?.kind === 'http' && error.status === 401 && store.get(sessionAtom).status === 'signedIn') {
          store.set(sessionAtom, { status: 'anonymous' });
        }
      },
    });
    return () => {
      controller.abort();
      stop();
    };
  }, [actions, client, store]);
  return <SessionActionsContext value={actions}>{children}</SessionActionsContext>;
}
