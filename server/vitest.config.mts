import { defineProject } from 'vitest/config';

/**
 * Our workspaces resolve to their TypeScript sources in tests (the `source` export condition), so the
 * server tests never run a stale `dist/` of @cla/engine or @cla/domain. Node-environment tests resolve
 * through Vite's server (SSR) environment, so the conditions go in `ssr.resolve.conditions` (checked:
 * `resolve.conditions` alone still picks engine-as/dist). Setting them replaces Vite's server defaults,
 * which are therefore repeated after `source`.
 */
const serverConditions = ['source', 'module', 'node', 'development|production'];

export default defineProject({
  ssr: { resolve: { conditions: serverConditions } },
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
