// deriveSection gives what the separate functions give, on valid sections and on sections with errors (missing
// fields, out-of-range values), in several contexts: one derivation per change changes no answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeAutoValues } from '../auto-values/compute-auto-values.js';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import { editData } from '../section/section-state.js';
import type { SectionData } from '../section/types.js';
import { validSectionArb } from '../test-support/arbitraries.js';
import { CTX } from '../test-support/fixtures.js';
import { isReadyGiven, summarizeGroups, validateSection } from '../validation/validate-section.js';
import { deriveSection } from './derive-section.js';

/** Fields whose bad values reach several validators and automatic values (the cable's, a stretch's, a setting). */
const PATHS = ['cable.outerDiameter', 'cable.weight', 'cable.maxPullingForce', 'cable.stiffness', 'stretches.rows.0.innerDiameter', 'stretches.rows.0.cof', 'settings.pushingSpeed', 'trajectory.rows.0.length'];
const BAD = [null, -1, 0, 1e9, Number.NaN, 'x'] as const;

const sectionArb: fc.Arbitrary<SectionData> = fc
  .tuple(validSectionArb, fc.array(fc.tuple(fc.constantFrom(...PATHS), fc.constantFrom(...BAD)), { maxLength: 3 }))
  .map(([data, breaks]) => breaks.reduce((d, [path, value]) => editData(d, path, value), data));

describe('deriveSection', () => {
  it('equals validateSection, summarizeGroups, computeAutoValues, isReadyGiven and toSimulationRequest (200 sections, with and without errors)', () => {
    let withErrors = 0;
    fc.assert(
      fc.property(sectionArb, fc.boolean(), fc.boolean(), (data, machines, findMaxDistance) => {
        const ctx = machines ? { ...CTX, touched: ['cable.weight'] } : {};
        const derived = deriveSection(data, ctx, { findMaxDistance });
        const issues = validateSection(data, ctx);
        expect(derived.issues).toEqual(issues);
        expect(derived.summaries).toEqual(summarizeGroups(data, ctx));
        expect(derived.autoValues).toEqual(computeAutoValues(data, ctx));
        expect(derived.ready).toBe(isReadyGiven(issues));
        expect(derived.request).toEqual(toSimulationRequest(data, { findMaxDistance, context: ctx }));
        if (!derived.ready) withErrors++;
      }),
      { numRuns: 200, seed: 20261202 },
    );
    // the property met sections with errors (their automatic values in the missing-fields state)
    expect(withErrors).toBeGreaterThan(20);
  });
});
