/// <reference types="vite/client" />

/** Build-time settings read by `lib/config.ts` (and only there). All optional. */
interface ImportMetaEnv {
  /** Prefix of every API call, e.g. `https://cla.example.com`; empty = same origin. */
  readonly VITE_API_BASE_URL?: string;
  /** `production`, `staging` or `dev`; defaults to `dev` in `vite dev`, `production` in a build. */
  readonly VITE_APP_ENV?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
