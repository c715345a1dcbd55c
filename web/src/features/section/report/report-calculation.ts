// The result a section's PDF report is made from: the server's calculation, or the live one for a shared section.
import type { CalculateRequest, CalculateResponse } from '@cla/engine';
import { sectionApi } from '../section-api.ts';
import type { LiveResult } from '../state/atoms.ts';

/** What the report's calculation reads of the editor's state. */
interface ReportSource {
  readOnly: boolean;
  ready: boolean;
  live: LiveResult;
  request: CalculateRequest;
}

/**
 * The result a PDF report is made from. The owner's: the server's authoritative calculation of the section as
 * edited. A shared section's (read-only: its reader may have no account, and nothing is saved): the result this
 * browser computed live from the shared data and the machines the link carries, the same engine on the same request.
 *
 * @throws when a shared section's live result is not there (yet); {@link canCreatePdf} says so first
 */
export async function reportCalculation(editor: Omit<ReportSource, 'ready'>): Promise<CalculateResponse> {
  if (!editor.readOnly) return sectionApi.calculate(editor.request);
  if (editor.live.state !== 'done') throw new Error('The live result of the shared section is not ready');
  return editor.live.response;
}

/** Whether a PDF can be made now: the section is ready and, shared, its live result is there. */
export function canCreatePdf(editor: Omit<ReportSource, 'request'>): boolean {
  return editor.ready && (!editor.readOnly || editor.live.state === 'done');
}
