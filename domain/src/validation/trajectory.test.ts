import { describe, expect, it } from 'vitest';
import type { SectionTrajectoryRow } from '../section/types.js';
import { CTX, PUSHER, expectIssue, expectNoIssue, validSection } from '../test-support/fixtures.js';
import { TRAJECTORY_LIMITS } from './trajectory.js';

const row = (r: Omit<SectionTrajectoryRow, 'key'>, key = Math.random().toString(36)): SectionTrajectoryRow => ({ key, ...r });

describe('trajectory rules (docs/product.md#validation Trajectory)', () => {
  it('altitudeAtStart and initialHeading required', () => {
    const s = validSection();
    s.trajectory.altitudeAtStart = null;
    s.trajectory.initialHeading = null;
    expectIssue(s, 'section.trajectory.altitudeAtStart.error.required', 'trajectory.altitudeAtStart');
    expectIssue(s, 'section.trajectory.initialHeading.error.required', 'trajectory.initialHeading');
  });

  it('initialHeading warns outside -180..180', () => {
    const s = validSection();
    s.trajectory.initialHeading = 180;
    expectNoIssue(s, 'section.trajectory.initialHeading.warning.range');
    s.trajectory.initialHeading = -181;
    expectIssue(s, 'section.trajectory.initialHeading.warning.range', 'trajectory.initialHeading', { min: -180, max: 180 });
  });

  it('a trajectory needs at least one row', () => {
    const s = validSection();
    s.trajectory.rows = [];
    expectIssue(s, 'section.trajectory.rows.error.notEmpty', 'trajectory.rows');
  });

  it('row types allowed: straight, curve, loop for air and water methods', () => {
    const s = validSection('jetting');
    s.trajectory.rows.splice(1, 0, row({ type: 'pusher', pushingMachine: PUSHER.id, pushForce: 0 }));
    expectIssue(s, 'section.trajectory.type.error.notAllowed', 'trajectory.rows.1.type', { type: 'pusher' });
    const push = validSection('push');
    push.trajectory.rows.splice(1, 0, row({ type: 'pusher', pushingMachine: PUSHER.id, pushForce: 0 }));
    expectNoIssue(push, 'section.trajectory.type.error.notAllowed');
  });

  it('slope required, -90..90', () => {
    const s = validSection();
    s.trajectory.rows[0]!.slope = null;
    expectIssue(s, 'section.trajectory.slope.error.required', 'trajectory.rows.0.slope');
    s.trajectory.rows[0]!.slope = 91;
    expectIssue(s, 'section.trajectory.slope.error.range', 'trajectory.rows.0.slope', { min: -90, max: 90 });
    s.trajectory.rows[0]!.slope = -90;
    expectNoIssue(s, 'section.trajectory.slope.error.range');
  });

  it('length required, at least 0, warning above 10000', () => {
    const s = validSection();
    s.trajectory.rows[0]!.length = null;
    expectIssue(s, 'section.trajectory.length.error.required', 'trajectory.rows.0.length');
    s.trajectory.rows[0]!.length = -1;
    expectIssue(s, 'section.trajectory.length.error.notNegative', 'trajectory.rows.0.length');
    s.trajectory.rows[0]!.length = 10_001;
    expectIssue(s, 'section.trajectory.length.warning.tooLong', 'trajectory.rows.0.length', { max: 10_000 });
  });

  it('angle required', () => {
    const s = validSection();
    s.trajectory.rows[1]!.angle = undefined;
    expectIssue(s, 'section.trajectory.angle.error.required', 'trajectory.rows.1.angle');
  });

  it('angle between -180° and 180°: the 3-D deflection of a bend of 270° is that of one of 90°, of 360° none', () => {
    const s = validSection();
    s.trajectory.rows[1]!.angle = -180;
    expectNoIssue(s, 'section.trajectory.angle.error.range');
    s.trajectory.rows[1]!.angle = 180;
    expectNoIssue(s, 'section.trajectory.angle.error.range');
    s.trajectory.rows[1]!.angle = 270;
    expectIssue(s, 'section.trajectory.angle.error.range', 'trajectory.rows.1.angle', { min: -180, max: 180 });
    s.trajectory.rows[1]!.angle = -360;
    expectIssue(s, 'section.trajectory.angle.error.range', 'trajectory.rows.1.angle');
  });

  it('radius required, greater than 0, warning if below the cable’s minimum bending radius', () => {
    const s = validSection();
    s.trajectory.rows[1]!.radius = null;
    expectIssue(s, 'section.trajectory.radius.error.required', 'trajectory.rows.1.radius');
    s.trajectory.rows[1]!.radius = 0;
    expectIssue(s, 'section.trajectory.radius.error.greaterThanZero', 'trajectory.rows.1.radius');
    s.trajectory.rows[1]!.radius = 0.29; // automatic minimum 0.03 × 10 mm = 0.3 m
    expectIssue(s, 'section.trajectory.radius.warning.belowMinBendingRadius', 'trajectory.rows.1.radius', { minBendingRadius: 0.3 });
    s.cable.minBendingRadius = 0.2; // manual value
    expectNoIssue(s, 'section.trajectory.radius.warning.belowMinBendingRadius');
  });

  it('pusher needs a pushing machine; pushForce required, at least 0, warning above the row machine’s max pushing force', () => {
    const s = validSection('push');
    s.trajectory.rows.splice(1, 0, row({ type: 'pusher', pushingMachine: null, pushForce: null }));
    expectIssue(s, 'section.trajectory.pushingMachine.error.required', 'trajectory.rows.1.pushingMachine');
    expectIssue(s, 'section.trajectory.pushForce.error.required', 'trajectory.rows.1.pushForce');
    s.trajectory.rows[1]!.pushingMachine = PUSHER.id;
    s.trajectory.rows[1]!.pushForce = -1;
    expectIssue(s, 'section.trajectory.pushForce.error.notNegative', 'trajectory.rows.1.pushForce');
    s.trajectory.rows[1]!.pushForce = 1001;
    expectIssue(s, 'section.trajectory.pushForce.warning.aboveMachineForce', 'trajectory.rows.1.pushForce', { maxPushingForce: 1000 });
    s.trajectory.rows[1]!.pushForce = 1000;
    expectNoIssue(s, 'section.trajectory.pushForce.warning.aboveMachineForce');
  });

  it('dupSegments required, greater than 0, at most the number of preceding rows, and no loop among the duplicated rows', () => {
    const s = validSection();
    s.trajectory.rows.push(row({ type: 'loop', dupSegments: null, loopCount: 1 }), row({ type: 'straight', slope: 0, length: 1 }));
    expectIssue(s, 'section.trajectory.dupSegments.error.required', 'trajectory.rows.3.dupSegments');
    s.trajectory.rows[3]!.dupSegments = 0;
    expectIssue(s, 'section.trajectory.dupSegments.error.greaterThanZero', 'trajectory.rows.3.dupSegments');
    s.trajectory.rows[3]!.dupSegments = 1.5;
    expectIssue(s, 'section.trajectory.dupSegments.error.integer', 'trajectory.rows.3.dupSegments');
    s.trajectory.rows[3]!.dupSegments = 4;
    expectIssue(s, 'section.trajectory.dupSegments.error.tooMany', 'trajectory.rows.3.dupSegments', { max: 3 });
    s.trajectory.rows[3]!.dupSegments = 3;
    expectNoIssue(s, 'section.trajectory.dupSegments.error.tooMany');
    s.trajectory.rows.push(row({ type: 'loop', dupSegments: 2, loopCount: 1 }), row({ type: 'straight', slope: 0, length: 1 }));
    expectIssue(s, 'section.trajectory.dupSegments.error.loopInside', 'trajectory.rows.5.dupSegments');
  });

  it('loopCount required, greater than 0 (and whole)', () => {
    const s = validSection();
    s.trajectory.rows.push(row({ type: 'loop', dupSegments: 2, loopCount: null }), row({ type: 'straight', slope: 0, length: 1 }));
    expectIssue(s, 'section.trajectory.loopCount.error.required', 'trajectory.rows.3.loopCount');
    s.trajectory.rows[3]!.loopCount = 0;
    expectIssue(s, 'section.trajectory.loopCount.error.greaterThanZero', 'trajectory.rows.3.loopCount');
    s.trajectory.rows[3]!.loopCount = 2.5;
    expectIssue(s, 'section.trajectory.loopCount.error.integer', 'trajectory.rows.3.loopCount');
  });

  it('loops repeat at most as many rows as the engine expands (beyond, it refuses the route with a bare parameter error)', () => {
    const s = validSection();
    s.trajectory.rows.push(row({ type: 'loop', dupSegments: 2, loopCount: 1 }), row({ type: 'straight', slope: 0, length: 1 }));
    const fixed = s.trajectory.rows.length; // every row counted once, the loop row included
    s.trajectory.rows[3]!.loopCount = Math.floor((TRAJECTORY_LIMITS.maxExpandedRows - fixed) / 2);
    expectNoIssue(s, 'section.trajectory.loopCount.error.tooManyRows');
    s.trajectory.rows[3]!.loopCount = 60_000;
    expectIssue(s, 'section.trajectory.loopCount.error.tooManyRows', 'trajectory.rows.3.loopCount', { rows: 100_000 });
  });

  it('stretch required (and must exist)', () => {
    const s = validSection('push');
    s.trajectory.rows.unshift(row({ type: 'stretch', stretch: null }));
    expectIssue(s, 'section.trajectory.stretch.error.required', 'trajectory.rows.0.stretch');
    s.trajectory.rows[0]!.stretch = 'gone';
    expectIssue(s, 'section.trajectory.stretch.error.unknown', 'trajectory.rows.0.stretch');
    s.trajectory.rows[0]!.stretch = 's1';
    expectNoIssue(s, 'section.trajectory.stretch.error.unknown');
  });

  it('row-level warning: should start with straight, pusher or stretch', () => {
    const s = validSection('push');
    s.trajectory.rows.unshift(row({ type: 'curve', angle: 10, radius: 20 }));
    expectIssue(s, 'section.trajectory.rows.warning.startType', 'trajectory.rows.0', { type: 'curve' });
    s.trajectory.rows[0] = row({ type: 'pusher', pushingMachine: PUSHER.id, pushForce: 10 });
    expectNoIssue(s, 'section.trajectory.rows.warning.startType', CTX);
  });

  it('row-level warning: should end with straight', () => {
    const s = validSection();
    s.trajectory.rows.push(row({ type: 'curve', angle: 10, radius: 20 }));
    expectIssue(s, 'section.trajectory.rows.warning.endType', 'trajectory.rows.3', { type: 'curve' });
  });

  it('row-level warning: no two consecutive rows of the same type among straight (of one slope), curve, curveOnRollers', () => {
    const s = validSection('pull');
    s.trajectory.rows.push(row({ type: 'straight', slope: 1, length: 5 }));
    expectIssue(s, 'section.trajectory.rows.warning.consecutiveSameType', 'trajectory.rows.3', { type: 'straight' });
    const t = validSection('pull');
    t.trajectory.rows.splice(1, 0, row({ type: 'curve', angle: 5, radius: 30 }));
    expectIssue(t, 'section.trajectory.rows.warning.consecutiveSameType', 'trajectory.rows.2', { type: 'curve' });
    const u = validSection('pull');
    u.trajectory.rows.splice(1, 1, row({ type: 'curveOnRollers', angle: 5, radius: 30 }), row({ type: 'curveOnRollers', angle: 5, radius: 30 }));
    expectIssue(u, 'section.trajectory.rows.warning.consecutiveSameType', 'trajectory.rows.2', { type: 'curveOnRollers' });
    // two straights of different slopes are a change of slope (the only way rows describe a profile), not one straight
    const w = validSection('pull');
    w.trajectory.rows.push(row({ type: 'straight', slope: 3, length: 5 }));
    expect(w.trajectory.rows.at(-2)).toMatchObject({ type: 'straight', slope: 1 });
    expectNoIssue(w, 'section.trajectory.rows.warning.consecutiveSameType');
    const v = validSection('push');
    v.trajectory.rows.splice(1, 0, row({ type: 'pusher', pushingMachine: PUSHER.id, pushForce: 1 }), row({ type: 'pusher', pushingMachine: PUSHER.id, pushForce: 1 }));
    expectNoIssue(v, 'section.trajectory.rows.warning.consecutiveSameType');
  });
});
