import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeAutoValues } from '../auto-values/compute-auto-values.js';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import { CTX, validSection } from '../test-support/fixtures.js';
import { isReadyToSimulate, summarizeGroups, validateSection } from '../validation/validate-section.js';
import type { SectionData } from './types.js';

/** A valid section with random junk put into random places (what a server may receive). */
// the names of Object.prototype's members too: a table read by such a value must find nothing (rules/own.ts)
const PROTOTYPE_NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];
const junk = fc.oneof(fc.anything(), fc.constantFrom('foo', -1, 0, Number.NaN, null, [], {}, '12', ...PROTOTYPE_NAMES));
const pathArb = fc.constantFrom(
  'general', 'general.layingMethod', 'general.displayMode', 'equipment', 'equipment.compressor', 'equipment.cableEnd',
  'cable', 'cable.type', 'cable.industry', 'cable.cableEnd', 'cable.count', 'cable.outerDiameter', 'cable.residentCount',
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
          // an array whose element's toString is not a function: reading a table by it threw while making the key
          ['push', 'cable.industry', [{ toString: false }]],
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

describe('robustness: values named like Object.prototype members', () => {
  const PROTO = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];
  it.each(PROTO)('a laying method, cable type, cable end, stretch type or row type "%s" is an issue, never a crash', (name) => {
    const s = validSection('jetting');
    const variants: SectionData[] = [
      { ...s, general: { ...s.general, layingMethod: name as never } },
      { ...s, cable: { ...s.cable, type: name as never } },
      { ...s, equipment: { ...s.equipment, cableEnd: name as never } },
      { ...s, stretches: { ...s.stretches, rows: s.stretches.rows.map((r) => ({ ...r, type: name as never })) } },
      { ...s, trajectory: { ...s.trajectory, rows: s.trajectory.rows.map((r) => ({ ...r, type: name as never })) } },
    ];
    for (const raw of variants) {
      expect(() => {
        validateSection(raw, CTX);
        summarizeGroups(raw, CTX);
        computeAutoValues(raw, CTX);
        toSimulationRequest(raw, { context: CTX });
      }).not.toThrow();
      expect(validateSection(raw, CTX).some((i) => i.level === 'error')).toBe(true);
    }
  });
});
