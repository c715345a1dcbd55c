import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeAutoValues } from '../auto-values/compute-auto-values.js';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import { CTX, validSection } from '../test-support/fixtures.js';
import { isReadyToSimulate, summarizeGroups, validateSection } from '../validation/validate-section.js';
import type { SectionData } from './types.js';

/** A valid section with random junk put into random places (what a server may receive). */
const junk = fc.oneof(fc.anything(), fc.constantFrom('foo', -1, 0, Number.NaN, null, [], {}, '12'));
const pathArb = fc.constantFrom(
  'general', 'general.layingMethod', 'general.displayMode', 'equipment', 'equipment.compressor', 'equipment.cableEnd',
  'cable', 'cable.type', 'cable.industry', 'cable.count', 'cable.outerDiameter', 'cable.residentCount',
  'stretches', 'stretches.rows', 'trajectory', 'trajectory.rows', 'settings', 'settings.xend', 'results', 'results.messages',
);

function put(data: SectionData, path: string, value: unknown): unknown {
  const copy = structuredClone(data) as unknown as Record<string, Record<string, unknown>>;
  const [a, b] = path.split('.') as [string, string | undefined];
  if (b === undefined) (copy as Record<string, unknown>)[a] = value;
  else copy[a] = { ...copy[a], [b]: value };
  return copy;
}

describe('robustness: partial or malformed section JSON never makes the rules throw', () => {
  it('validation, summaries, readiness, automatic values and mapping accept anything', () => {
    fc.assert(
      fc.property(fc.constantFrom('push', 'jetting', 'freefloating', 'pull') , pathArb, junk, (method, path, value) => {
        const raw = put(validSection(method), path, value) as SectionData;
        const issues = validateSection(raw, CTX);
        summarizeGroups(raw, CTX);
        computeAutoValues(raw, CTX);
        const req = toSimulationRequest(raw, { context: CTX });
        expect(JSON.stringify(req)).not.toContain('NaN');
        if (!isReadyToSimulate(raw, CTX)) expect(issues.some((i) => i.level === 'error')).toBe(true);
      }),
      {
        numRuns: 400,
        // found by CI: an object where a count is expected made a comparison throw
        examples: [
          ['push', 'cable.residentCount', { toString: {} }],
          ['push', 'cable.count', { valueOf: {} }],
        ],
      },
    );
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        validateSection(raw as SectionData, CTX);
        toSimulationRequest(raw as SectionData);
      }),
    );
  });
});
