import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The web test project. It reuses vite.config.ts (plugins, resolve conditions), so a test imports the
 * engine the way the browser does; root is pinned so `npx vitest run --project web` from the repo root
 * finds the same files as `npx vitest run` inside web/.
 */
export default mergeConfig(
  viteConfig,
  defineProject({
    root: import.meta.dirname,
    test: {
      name: 'web',
      environment: 'happy-dom',
      include: ['test/**/*.test.tsx', 'test/**/*.test.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
      setupFiles: ['test/setup.ts'],
      // longer than the 5 s that findBy/waitFor may wait (test/setup.ts): a test whose page loads slowly on a loaded
      // machine fails on its assertion, not on a test timeout shorter than its own wait
      testTimeout: 15_000,
      restoreMocks: true,
    },
  }),
);
