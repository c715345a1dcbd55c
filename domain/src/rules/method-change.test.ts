import type { CableEnd, LayingMethod, RowType, StretchType } from '@cla/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editSection } from '../section/section-state.js';
import type { SectionData, SectionTrajectoryRow } from '../section/types.js';
import { validSectionArb } from '../test-support/arbitraries.js';
import { CTX, PUSHER, validSection } from '../test-support/fixtures.js';
import { validateSection } from '../validation/validate-section.js';
import { METHODS } from './laying-methods.js';
import { METHOD_SPECIFIC_RULES, applyLayingMethodChange, applyRowTypeChange, layingMethodChange } from './method-change.js';

const SEED = 20261124;
const ALL_ROW_TYPES: readonly RowType[] = ['straight', 'curve', 'curveOnRollers', 'pusher', 'loop', 'stretch'];

const methodSpecific = (data: SectionData) =>
  validateSection(data, CTX).filter((issue) => (METHOD_SPECIFIC_RULES as readonly string[]).includes(issue.key));
const loopErrors = (data: SectionData) =>
  validateSection(data, CTX).filter((issue) => issue.key.startsWith('section.trajectory.dupSegments.error'));

/** A valid section of any method, then spoiled with what other methods allow: any cable end, rollers, pushers, stretch rows, loops. */
const anySectionArb = fc
  .record({
    base: validSectionArb,
    cableEnd: fc.constantFrom<CableEnd | null>('open', 'sonic', 'shuttle', null),
    stretchType: fc.constantFrom<StretchType>('inDuct', 'onRollers', 'other'),
    extra: fc.array(fc.record({ at: fc.nat(), type: fc.constantFrom(...ALL_ROW_TYPES), dup: fc.integer({ min: 1, max: 4 }) }), { maxLength: 5 }),
  })
  .map(({ base, cableEnd, stretchType, extra }) => {
    const s = structuredClone(base);
    s.equipment.cableEnd = cableEnd;
    s.stretches.rows[0]!.type = stretchType;
    if (stretchType === 'onRollers') s.stretches.rows[0]!.rollerDistance = 3;
    const rows = s.trajectory.rows;
    extra.forEach(({ at, type, dup }, n) => {
      const i = at % (rows.length + 1);
      const row: SectionTrajectoryRow =
        type === 'pusher'
          ? { key: `x${n}`, type, pushingMachine: PUSHER.id, pushForce: 200 }
          : type === 'stretch'
            ? { key: `x${n}`, type, stretch: s.stretches.rows[0]!.id }
            : type === 'loop'
              ? { key: `x${n}`, type, dupSegments: Math.min(dup, i), loopCount: 1 }
              : { key: `x${n}`, type, slope: 0, length: 10, angle: 30, radius: 20 };
      if (type === 'loop' && i === 0) return;
      rows.splice(i, 0, row);
    });
    return s;
  });

describe('a change of laying method', () => {
  it('leaves no value that the new method refuses (fast-check, any section, any method)', () => {
    fc.assert(
      fc.property(anySectionArb, fc.constantFrom(...METHODS), (data, method) => {
        const next = applyLayingMethodChange(data, method);
        expect(next.general.layingMethod).toBe(method);
        expect(methodSpecific(next)).toEqual([]);
        // removing rows never breaks a loop that was fine
        if (loopErrors(data).length === 0) expect(loopErrors(next)).toEqual([]);
        // a second application changes nothing
        expect(applyLayingMethodChange(next, method)).toEqual(next);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('keeps a valid section of the same method as it is', () => {
    fc.assert(
      fc.property(validSectionArb, (data) => {
        const { data: next, effects } = layingMethodChange(data, data.general.layingMethod as LayingMethod);
        expect(effects).toEqual({ removedRows: 0, convertedRows: 0, convertedStretches: 0 });
        expect(next.trajectory).toEqual(data.trajectory);
        expect(next.stretches).toEqual(data.stretches);
      }),
      { seed: SEED, numRuns: 100 },
    );
  });

  it('jetting with a sonic head, then pull: the cable end is cleared and the section saves', () => {
    const s = validSection('jetting');
    s.equipment.cableEnd = 'sonic';
    const pull = applyLayingMethodChange(s, 'pull');
    expect(pull.equipment.cableEnd).toBeNull();
    expect(methodSpecific(pull)).toEqual([]);
  });

  it('a shuttle head under floating (open or sonic) becomes the default open end', () => {
    const s = validSection('jetting');
    s.equipment.cableEnd = 'shuttle';
    expect(applyLayingMethodChange(s, 'floating').equipment.cableEnd).toBe('open');
    s.equipment.cableEnd = 'sonic';
    expect(applyLayingMethodChange(s, 'floating').equipment.cableEnd).toBe('sonic');
  });

  it('keeps the hidden equipment of the former method (switching back finds it again)', () => {
    const s = validSection('jetting');
    const back = applyLayingMethodChange(applyLayingMethodChange(s, 'pull'), 'jetting');
    expect(back.equipment.compressor).toEqual(s.equipment.compressor);
    expect(back.equipment.pushingMachine).toBe(s.equipment.pushingMachine);
  });

  it('under an air method: curves on rollers become curves, pushers and stretch rows go, loops follow, rollers become ducts', () => {
    const s = validSection('pull');
    s.stretches.rows[0]!.type = 'onRollers';
    s.stretches.rows[0]!.rollerDistance = 2;
    s.trajectory.rows = [
      { key: 'a', type: 'straight', slope: 0, length: 100 },
      { key: 'b', type: 'pusher', pushingMachine: PUSHER.id, pushForce: 300 },
      { key: 'c', type: 'curveOnRollers', angle: 45, radius: 12 },
      { key: 'd', type: 'loop', dupSegments: 3, loopCount: 2 },
      { key: 'e', type: 'stretch', stretch: 's1' },
      { key: 'f', type: 'loop', dupSegments: 1, loopCount: 1 },
      { key: 'g', type: 'straight', slope: 0, length: 50 },
    ];
    const { data, effects } = layingMethodChange(s, 'jetting');
    expect(data.trajectory.rows).toEqual([
      { key: 'a', type: 'straight', slope: 0, length: 100 },
      { key: 'c', type: 'curve', angle: 45, radius: 12 },
      { key: 'd', type: 'loop', dupSegments: 2, loopCount: 2 },
      { key: 'g', type: 'straight', slope: 0, length: 50 },
    ]);
    expect(effects).toEqual({ removedRows: 3, convertedRows: 1, convertedStretches: 1 });
    expect(data.stretches.rows[0]!.type).toBe('inDuct');
    expect(data.stretches.rows[0]!.rollerDistance).toBeUndefined();
  });

  it('goes through editSection, the one edit the editor makes', () => {
    const s = validSection('jetting');
    s.equipment.cableEnd = 'shuttle';
    const edited = editSection({ id: 'x', data: s, saved: true }, 'general.layingMethod', 'pull');
    expect(edited.data.equipment.cableEnd).toBeNull();
    expect(edited.saved).toBe(false);
  });
});

describe('a change of row type', () => {
  it('keeps the shared fields, defaults the new ones and drops the rest', () => {
    expect(applyRowTypeChange({ key: 'k', type: 'curveOnRollers', angle: 30, radius: 9 }, 'curve')).toEqual({ key: 'k', type: 'curve', angle: 30, radius: 9 });
    const straight = applyRowTypeChange({ key: 'k', type: 'pusher', pushingMachine: 'm', pushForce: 100 }, 'straight');
    expect(Object.keys(straight).sort()).toEqual(['key', 'length', 'slope', 'type']);
    expect(straight.pushingMachine).toBeUndefined();
  });

  it('for any row and any type, keeps exactly the fields of the new type (fast-check) and through editSection', () => {
    const fields = { slope: 1, angle: 2, radius: 3, length: 4, pushingMachine: 'm', pushForce: 5, loopCount: 1, dupSegments: 1, stretch: 's1' };
    fc.assert(
      fc.property(fc.constantFrom(...ALL_ROW_TYPES), fc.constantFrom(...ALL_ROW_TYPES), (from, to) => {
        const row = { key: 'k', type: from, ...fields } as SectionTrajectoryRow;
        const next = applyRowTypeChange(row, to);
        expect(next.type).toBe(to);
        const s = validSection('pull');
        s.trajectory.rows = [s.trajectory.rows[0]!, row];
        expect(editSection({ id: 'x', data: s, saved: true }, 'trajectory.rows.1.type', to).data.trajectory.rows[1]).toEqual(next);
      }),
      { seed: SEED, numRuns: 60 },
    );
  });
});
