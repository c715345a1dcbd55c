// The server's and the repository's folders, found from this file's location rather than the working directory.
import { resolve } from 'node:path';

/**
 * The server workspace folder (`server/`), found from this file's own location so that it does not depend
 * on the working directory: this file lives in `server/src/config/` and compiles to `server/dist/config/`,
 * both two levels below the workspace.
 */
export const SERVER_ROOT = resolve(__dirname, '..', '..');

/** The repository root (the npm workspaces root, holding the root `package.json`, `data/` and `web/`). */
export const REPOSITORY_ROOT = resolve(SERVER_ROOT, '..');
