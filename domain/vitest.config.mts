import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // the property tests run the engine hundreds of times: a loaded 2-core machine takes several times the default 5 s
  test: { name: 'domain', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
