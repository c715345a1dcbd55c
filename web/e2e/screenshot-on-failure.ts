// A setup file of the e2e project: when a test fails, every page still open in a browser of that test file is
// saved as a full-page PNG in web/e2e/screenshots/ (gitignored), named after the file, the test and the page, and
// the path is printed. The test files need nothing: launchBrowser() (harness.ts) records each browser it starts.
import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';

import { beforeEach } from 'vitest';

import { openBrowsers, SCREENSHOT_DIR } from './harness.ts';

/** A file-name-safe slug of at most 80 characters. */
export function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80) || 'test';
}

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    const pages = [...openBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
    if (pages.length === 0) return;
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const name = `${slug(basename(task.file.name, '.e2e.test.ts'))}--${slug(task.name)}`;
    for (const [index, page] of pages.entries()) {
      const path = join(SCREENSHOT_DIR, `${name}${pages.length > 1 ? `--page-${index + 1}` : ''}.png`);
      try {
        await page.screenshot({ path, fullPage: true, timeout: 10_000 });
        console.error(`e2e: screenshot of the failed test "${task.name}": ${path}`);
      } catch (error) {
        console.error(`e2e: no screenshot of "${task.name}" (${error instanceof Error ? error.message : String(error)})`);
      }
    }
  });
});
