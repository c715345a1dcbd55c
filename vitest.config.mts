import { defineConfig } from 'vitest/config';

/** One `vitest run` for every workspace; each project has its own vitest.config.mts. */
export default defineConfig({
  test: {
    projects: ['engine-as', 'domain', 'server', 'web', 'web/e2e'],
  },
});
