import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // the property tests run hundreds of calculations: a loaded 2-core machine takes several times the default 5 s
  test: { name: 'engine', environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 60_000 },
});
