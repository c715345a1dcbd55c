// How the web app calls the server: JSON bodies, the CSRF token, aborts, and failures as one typed error the pages can explain.
import { config } from './config.ts';

/**
 * How a call failed:
 * - `http`: the server answered with a non-2xx status (see `status`, `serverMessage`, `code`);
 * - `network`: no response at all (server down, offline, CORS) — "No response from the server";
 * - `aborted`: the caller's signal cancelled the call (only worth logging);
 * - `invalid-response`: a 2xx whose body could not be read as promised.
 */
export type ApiErrorKind = 'http' | 'network' | 'aborted' | 'invalid-response';

export interface ApiErrorDetails {
  /** HTTP status; 0 when there was no response. */
  status?: number;
  /** The server's own message (`message` of a JSON error body, or a short text body). */
  serverMessage?: string | undefined;
  /** The server's error code (e.g. `E_INVALID_PARAMS`). */
  code?: string | undefined;
  /** The decoded response body, for callers that show field details. */
  body?: unknown;
  /** The language of the server's messages (its `Content-Language`: the signed-in user's profile language first). */
  language?: string | undefined;
  cause?: unknown;
}

/** The one error type every API call rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when there was no response. */
  readonly status: number;
  /** The server's own message, if it sent one. */
  readonly serverMessage: string | undefined;
  /** The server's error code (e.g. `E_INVALID_PARAMS`), if it sent one. */
  readonly code: string | undefined;
  /** The decoded response body, if any. */
  readonly body: unknown;
  /** The language of the server's messages (`Content-Language`), when it said. */
  readonly language: string | undefined;

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    { status = 0, serverMessage, code, body, language, cause }: ApiErrorDetails = {},
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
    this.body = body;
    this.language = language;
  }
}

/** True when `error` is an {@link ApiError}, optionally of `kind`. */
export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON, or as multipart when it is a `FormData`. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
  /** Validates the decoded body into `T`; throw to reject the response as `invalid-response`. */
  parse?: (data: unknown) => T;
  /** The browser cache's part (`fetch`'s `cache`): `no-store` reads past an `ETag` that does not cover every field. */
  cache?: RequestCache;
  /** Sees a successful response's headers (e.g. a paged list's `Link`) before its body is returned. */
  onResponse?: (response: Response) => void;
}

export interface ApiClientOptions {
  /** Prefix of every path (no trailing slash); `''` = same origin. */
  baseUrl: string;
  /** Value of the `Authorization` header, read on every call (e.g. an API key); none when undefined. */
  authorization?: () => string | undefined;
  /**
   * The CSRF token the server put in its readable `XSRF-TOKEN` cookie; sent back in `X-XSRF-TOKEN` on
   * every POST, PUT, PATCH and DELETE (double submit). Defaults to reading `document.cookie`.
   */
  xsrfToken?: () => string | undefined;
  /**
   * The language of the interface, sent in `Accept-Language` on every call so that the server's error messages
   * speak it (for a signed-in user the server prefers their profile language). Defaults to `<html lang>`, which the
   * intl provider keeps in step with the catalogue on screen; none when empty.
   */
  language?: () => string | undefined;
  /** Injected in tests; defaults to the global `fetch`. */
  fetch?: typeof fetch;
}

/** Name of the readable cookie in which the server sets the CSRF token. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Header that carries the CSRF token back. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The value of cookie `name` in a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function documentXsrfToken(): string | undefined {
  return typeof document === 'undefined' ? undefined : readCookie(document.cookie, XSRF_COOKIE);
}

/** Which call ended. */
export interface ApiCall {
  readonly method: string;
  readonly path: string;
}

/** Something interested in every call's start and end (the loading bar, the session). */
export interface ApiObserver {
  /** A call started. */
  onStart?(): void;
  /** A call ended; `error` is set when it failed (aborted calls included); `call` says which it was. */
  onEnd?(error: ApiError | undefined, call: ApiCall): void;
}

/** The app's HTTP client: JSON in and out, every failure an {@link ApiError}. */
export interface ApiClient {
  /**
   * Calls `path` (starting with `/`) and resolves with the decoded body: JSON when the server says so,
   * text otherwise, `undefined` when empty. Without `parse` the result is not checked at run time.
   * @throws {ApiError}
   */
  request<T = unknown>(path: string, options?: ApiRequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>): Promise<T>;
  /** Registers `observer` for every later call; returns the function that unregisters it. */
  observe(observer: ApiObserver): () => void;
}

const NO_RESPONSE = 'No response from the server, please try later.';
const MAX_TEXT_MESSAGE_LENGTH = 300;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isJson(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return /\bjson\b/i.test(type);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  return isJson(response) ? (JSON.parse(text) as unknown) : text;
}

/** Pulls the message and code out of the error bodies the server sends (NestJS style or plain text). */
function describeErrorBody(body: unknown): { serverMessage?: string; code?: string } {
  if (typeof body === 'string') {
    const text = body.trim();
    return text && text.length <= MAX_TEXT_MESSAGE_LENGTH && !text.startsWith('<') ? { serverMessage: text } : {};
  }
  if (!isRecord(body)) return {};
  const { message, code, error } = body;
  const serverMessage =
    typeof message === 'string'
      ? message
      : Array.isArray(message) && message.every((item) => typeof item === 'string')
        ? message.join('; ')
        : typeof error === 'string'
          ? error
          : undefined;
  return {
    ...(serverMessage !== undefined && { serverMessage }),
    ...(typeof code === 'string' && { code }),
  };
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/** The language of the page (`<html lang>`), or undefined outside a browser. */
function documentLanguage(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
}

/** Creates an API client; the app uses the shared {@link apiClient}. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const observers = new Set<ApiObserver>();
  const readXsrf = options.xsrfToken ?? documentXsrfToken;
  const readLanguage = options.language ?? documentLanguage;

  async function request<T>(path: string, init: ApiRequestOptions<T> = {}): Promise<T> {
    for (const observer of observers) observer.onStart?.();
    try {
      const result = await send(path, init);
      for (const observer of observers) observer.onEnd?.(undefined, { method: init.method ?? 'GET', path });
      return result;
    } catch (error) {
      for (const observer of observers) observer.onEnd?.(error as ApiError, { method: init.method ?? 'GET', path });
      throw error;
    }
  }

  async function send<T>(path: string, init: ApiRequestOptions<T>): Promise<T> {
    const { method = 'GET', body, signal, parse, cache } = init;
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    const authorization = options.authorization?.();
    if (authorization) headers.Authorization = authorization;
    const language = readLanguage();
    if (language && headers['Accept-Language'] === undefined) headers['Accept-Language'] = language;
    if (method !== 'GET') {
      const xsrf = readXsrf();
      if (xsrf) headers[XSRF_HEADER] = xsrf;
    }

    const doFetch = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        credentials: 'same-origin',
        ...(body !== undefined && { body: multipart ? (body as FormData) : JSON.stringify(body) }),
        ...(signal && { signal }),
        ...(cache && { cache }),
      });
    } catch (error) {
      if (isAbort(error, signal)) throw new ApiError('aborted', `${method} ${path} aborted`, { cause: error });
      throw new ApiError('network', NO_RESPONSE, { cause: error });
    }

    let data: unknown;
    try {
      data = await readBody(response);
    } catch (error) {
      if (isAbort(error, signal)) throw new ApiError('aborted', `${method} ${path} aborted`, { cause: error });
      if (response.ok) {
        throw new ApiError('invalid-response', `${method} ${path}: unreadable response`, {
          status: response.status,
          cause: error,
        });
      }
      data = undefined;
    }

    if (!response.ok) {
      const { serverMessage, code } = describeErrorBody(data);
      throw new ApiError(
        'http',
        `${method} ${path} failed with ${response.status}${serverMessage ? `: ${serverMessage}` : ''}`,
        { status: response.status, serverMessage, code, body: data, language: response.headers.get('content-language') ?? undefined },
      );
    }

    init.onResponse?.(response);
    if (!parse) return data as T;
    try {
      return parse(data);
    } catch (error) {
      throw new ApiError('invalid-response', `${method} ${path}: unexpected response`, {
        status: response.status,
        body: data,
        cause: error,
      });
    }
  }

  return {
    request,
    get: (path, init) => request(path, { ...init, method: 'GET' }),
    post: (path, body, init) => request(path, { ...init, method: 'POST', body }),
    put: (path, body, init) => request(path, { ...init, method: 'PUT', body }),
    patch: (path, body, init) => request(path, { ...init, method: 'PATCH', body }),
    delete: (path, init) => request(path, { ...init, method: 'DELETE' }),
    observe(observer) {
      observers.add(observer);
      return () => observers.delete(observer);
    },
  };
}

/** The app's one API client, on the configured base URL. */
export const apiClient: ApiClient = createApiClient({ baseUrl: config.apiBaseUrl });
