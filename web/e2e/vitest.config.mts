import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    // a failed test leaves a screenshot of each open page in web/e2e/screenshots/
    setupFiles: ['./screenshot-on-failure.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
