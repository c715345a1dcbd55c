// Runs axe-core (the pinned web dev dependency) inside a Chromium page and sorts what it finds.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** One rule that failed, with the selectors of the nodes that failed it. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * The violations axe finds on the page as it is now (the page's context needs `bypassCSP: true`: the app's CSP
 * forbids the injected script). `label-content-name-mismatch` (WCAG 2.5.3) is an
 * experimental rule that axe leaves off by default: it is switched on here.
 */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, targets: v.nodes.map((n) => n.target.map(String).join(' ')) }));
  });
}
