import type { Response } from 'supertest';
import type request from 'supertest';


/** The cookies of a signed-in test client. */
export interface TestSession {
  /** The raw `cla_session` token. */
  readonly token: string;
  /** The `XSRF-TOKEN` cookie value, sent back in `X-XSRF-TOKEN`. */
  readonly xsrf: string;
}

/** The `Set-Cookie` headers of a response, by cookie name. */
export function setCookies(response: Response): Record<string, string> {
  const header = response.headers['set-cookie'] as unknown;
  const lines = Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line]));
}

/** The session a sign-in response set. */
export function sessionOf(response: Response): TestSession {
  const cookies = setCookies(response);
  const value = (name: string): string => {
    const line = cookies[name];
    if (line === undefined) {
      throw new Error(`no ${name} cookie set`);
    }
    return decodeURIComponent(line.slice(name.length + 1).split(';')[0] ?? '');
  };
  return { token: value('cla_session'), xsrf: value('XSRF-TOKEN') };
}

/** Requests as a browser with that session would send them: cookies, and the CSRF header on writes. */
export function as(http: ReturnType<typeof request>, session: TestSession) {
  const cookie = `cla_session=${session.token}; XSRF-TOKEN=${session.xsrf}`;
  return {
    get: (path: string) => http.get(path).set('Cookie', cookie),
    post: (path: string, body: object = {}) => http.post(path).set('Cookie', cookie).set('X-XSRF-TOKEN', session.xsrf).send(body),
    patch: (path: string, body: object = {}) =>
      http.patch(path).set('Cookie', cookie).set('X-XSRF-TOKEN', session.xsrf).send(body),
    put: (path: string, body: object = {}) => http.put(path).set('Cookie', cookie).set('X-XSRF-TOKEN', session.xsrf).send(body),
    delete: (path: string) => http.delete(path).set('Cookie', cookie).set('X-XSRF-TOKEN', session.xsrf),
    /** A multipart `PUT` of one file in the field `file` (or `field`). */
    upload: (path: string, content: Buffer | string, filename: string, field = 'file') =>
      http
        .put(path)
        .set('Cookie', cookie)
        .set('X-XSRF-TOKEN', session.xsrf)
        .attach(field, typeof content === 'string' ? Buffer.from(content) : content, filename),
    /** A `POST` of a JSON body given as text (for bodies `JSON.stringify` cannot write, e.g. `1e999`). */
    postRaw: (path: string, json: string) =>
      http.post(path).set('Cookie', cookie).set('X-XSRF-TOKEN', session.xsrf).set('Content-Type', 'application/json').send(json),
    /** A write with the session cookie but the given CSRF header (`undefined`: none). */
    postWithXsrf: (path: string, header: string | undefined, body: object = {}) => {
      const pending = http.post(path).set('Cookie', cookie);
      return (header === undefined ? pending : pending.set('X-XSRF-TOKEN', header)).send(body);
    },
  };
}

/** The requests of a signed-in client (see {@link as}). */
export type Client = ReturnType<typeof as>;

/** Registers a user and answers a client signed in as them. */
export async function registerClient(http: ReturnType<typeof request>, username: string, password = 'correct horse battery'): Promise<Client> {
  const response = await http.post('/api/register').send({ username, email: `${username}@example.com`, password });
  if (response.status !== 201) {
    throw new Error(`register ${username}: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return as(http, sessionOf(response));
}
