/** Status of the results and report pages (docs/product.md#states-and-transitions "Simulation status rules"). */
import type { ResultsData } from '../section/types.js';
import { IssueList, type ValidationIssue } from './issue.js';

/**
 * Results: info when there are no results yet (notStarted without messages); error when the results are not a
 * success (failed, or notStarted with messages such as E_INVALID_PARAMS); warning when the cable reached its target
 * with a limit exceeded (status exceeded: not a success) and when successful results carry warning messages. Report: error when the report page was never visited.
 */
export function validateSimulationStatus(results: ResultsData, options: { reportVisited?: boolean } = {}): ValidationIssue[] {
  const out = new IssueList();
  if (results.status === 'notStarted' && results.messages.length === 0) {
    out.add('section.simulation.results.info.notStarted', 'results.status');
  } else if (results.status === 'exceeded') {
    out.add('section.simulation.results.warning.exceeded', 'results.status', { count: Math.max(results.exceeded?.length ?? 0, 1) });
  } else if (results.status !== 'success') {
    out.add('section.simulation.results.error.failed', 'results.status');
  } else {
    const warnings = results.messages.filter((m) => m.level === 'warning').length;
    if (warnings > 0) out.add('section.simulation.results.warning.messages', 'results.messages', { count: warnings });
  }
  if (options.reportVisited === false) out.add('section.report.page.error.notVisited', 'report');
  return out.items;
}
