import { describe, expect, it } from 'vitest';
import { newSection } from '../section/defaults.js';
import {
  METHODS,
  allowedRowTypes,
  allowedStretchTypes,
  cableEndOptions,
  isCableEndShown,
  methodGroup,
  methodsAllowedByLicence,
  needsEquipment,
  REQUIRED_EQUIPMENT,
} from './laying-methods.js';
import { ROW_FIELDS, cleanRow } from './row-types.js';
import { fieldVisibility, isStretchFieldShown } from './visibility.js';

describe('laying-method rules (docs/product.md#states-and-transitions)', () => {
  it('method groups: air-based is jetting; water-based is waterpushpull, floating, freefloating', () => {
    expect(METHODS.filter((m) => methodGroup(m) === 'air')).toEqual(['jetting']);
    expect(METHODS.filter((m) => methodGroup(m) === 'water')).toEqual(['floating', 'waterpushpull', 'freefloating']);
    expect(METHODS.filter((m) => methodGroup(m) === 'mechanical')).toEqual(['push', 'pull', 'pushpull']);
  });

  it('required equipment per method', () => {
    expect(REQUIRED_EQUIPMENT).toEqual({
      pull: ['pullingMachine'],
      push: ['pushingMachine'],
      pushpull: ['pullingMachine', 'pushingMachine'],
      jetting: ['pushingMachine', 'compressor'],
      waterpushpull: ['pullingMachine', 'pushingMachine', 'waterPump'],
      floating: ['pushingMachine', 'waterPump'],
      freefloating: ['waterPump'],
    });
    expect(needsEquipment(null, 'pushingMachine')).toBe(false);
  });

  it('cable-end options per method; the field is shown only when more than one option exists', () => {
    const options = Object.fromEntries(METHODS.map((m) => [m, cableEndOptions(m)]));
    expect(options).toEqual({
      push: ['open'],
      pull: ['open'],
      pushpull: ['open'],
      jetting: ['open', 'sonic', 'shuttle'],
      floating: ['open', 'sonic'],
      waterpushpull: ['shuttle'],
      freefloating: ['shuttle'],
    });
    expect(METHODS.filter(isCableEndShown)).toEqual(['jetting', 'floating']);
  });

  it('trajectory row types allowed: straight, curve, loop for air and water methods; otherwise also pusher, stretch, curveOnRollers', () => {
    for (const m of ['jetting', 'floating', 'waterpushpull', 'freefloating'] as const) expect(allowedRowTypes(m)).toEqual(['straight', 'curve', 'loop']);
    for (const m of ['push', 'pull', 'pushpull'] as const) {
      expect([...allowedRowTypes(m)].sort()).toEqual(['curve', 'curveOnRollers', 'loop', 'pusher', 'straight', 'stretch']);
    }
  });

  it('stretch types: inDuct for air and water methods, otherwise also onRollers', () => {
    expect(allowedStretchTypes('jetting')).toEqual(['inDuct']);
    expect(allowedStretchTypes('freefloating')).toEqual(['inDuct']);
    expect(allowedStretchTypes('pull')).toContain('onRollers');
  });

  it('select options can be filtered by licence (product order kept)', () => {
    expect(methodsAllowedByLicence(['freefloating', 'pull'])).toEqual(['pull', 'freefloating']);
    expect(methodsAllowedByLicence(undefined)).toEqual(METHODS);
  });

  it('required fields per row type; saved rows keep only the fields of their type', () => {
    expect(ROW_FIELDS).toEqual({
      straight: ['slope', 'length'],
      curve: ['angle', 'radius'],
      curveOnRollers: ['angle', 'radius'],
      pusher: ['pushingMachine', 'pushForce'],
      loop: ['dupSegments', 'loopCount'],
      stretch: ['stretch'],
    });
    expect(cleanRow({ key: 'a', type: 'curve', angle: 5, radius: 3, slope: 2, length: 9, stretch: 's' })).toEqual({ key: 'a', type: 'curve', angle: 5, radius: 3 });
  });

  it('which fields a method and the display mode show', () => {
    const s = newSection({ allowedLayingMethods: ['jetting'] });
    const v = fieldVisibility(s);
    expect(v['equipment.compressor']).toBe(true);
    expect(v['equipment.waterPump']).toBe(false);
    expect(v['equipment.cableEnd']).toBe(true);
    expect(v['settings.airPressure']).toBe(true);
    expect(v['settings.pullingForce']).toBe(false);
    expect(v['cable.maxPushingForce']).toBe(true);
    const st = s.stretches.rows[0]!;
    expect(isStretchFieldShown(s, st, 'maxPressure')).toBe(true);
    expect(isStretchFieldShown(s, st, 'prefilled')).toBe(false);
    s.general.displayMode = 'simple';
    expect(isStretchFieldShown(s, st, 'maxPressure')).toBe(false);
    expect(isStretchFieldShown(s, st, 'undulationPeriod')).toBe(false);
    const f = newSection({ allowedLayingMethods: ['freefloating'] });
    f.cable.type = 'microduct';
    f.cable.count = 3;
    f.cable.residentCount = 1;
    expect(fieldVisibility(f)).toMatchObject({
      'cable.cableLength': true,
      'settings.xRearPig': true,
      'cable.innerDiameter': true,
      'cable.twisted': true,
      'cable.resident1Diameter': true,
      'cable.resident2Diameter': false,
      'settings.waterDensity': true,
      'equipment.pushingMachine': false,
    });
    expect(isStretchFieldShown(f, f.stretches.rows[0]!, 'prefilled')).toBe(true);
    expect(isStretchFieldShown(f, { id: 'x', type: 'onRollers' }, 'rollerDistance')).toBe(true);
  });
});
