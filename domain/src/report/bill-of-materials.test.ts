import { describe, expect, it } from 'vitest';
import { DEMO_TEMPLATES } from '../section/demo-project.js';
import { JETTING_TEMPLATE, PULLING_TEMPLATE, sectionFromTemplate } from '../section/templates.js';
import { computeTrajectory } from '../trajectory/compute-trajectory.js';
import { billOfMaterials, PULLING_LUBRICANT_L_PER_M_MM } from './bill-of-materials.js';

describe('bill of materials', () => {
  it('lists the cable with its reserve, the duct per stretch, the winch and the pulling lubricant', () => {
    const data = sectionFromTemplate(PULLING_TEMPLATE);
    const route = computeTrajectory(data.trajectory, data.stretches.rows).totalLength;
    const items = billOfMaterials(data, { machineNames: { pullingMachine: 'Winch 10 kN' } });
    const cable = items.find((item) => item.kind === 'cable');
    // 5 % of ~474 m is ~23.7 m per end
    expect(cable?.quantity).toBeCloseTo(route * 1.1, 6);
    expect(items.find((item) => item.kind === 'duct')).toMatchObject({ name: '110/94', quantity: route });
    expect(items.find((item) => item.kind === 'pullingMachine')).toMatchObject({ name: 'Winch 10 kN', quantity: 1 });
    expect(items.some((item) => item.kind === 'pushingMachine')).toBe(false);
    // Q = 0.000733 l/(m·mm) × 474 m × 94 mm ≈ 32.7 l
    expect(items.find((item) => item.kind === 'lubricant')?.quantity).toBeCloseTo(PULLING_LUBRICANT_L_PER_M_MM * route * 94, 9);
    expect(PULLING_LUBRICANT_L_PER_M_MM).toBeCloseTo(0.000733, 6);
  });

  it('counts every cable, clamps the reserve, and leaves out lubricant when the cable is dry', () => {
    const data = sectionFromTemplate(PULLING_TEMPLATE);
    data.cable.count = 3;
    data.equipment.lubricant = 'no';
    data.trajectory.rows = [{ key: 'a', type: 'straight', slope: 0, length: 50 }];
    const items = billOfMaterials(data);
    // reserve: 5 % of 50 m = 2.5 m → at least 10 m per end
    expect(items.find((item) => item.kind === 'cable')?.quantity).toBeCloseTo(3 * (50 + 20), 9);
    expect(items.some((item) => item.kind === 'lubricant')).toBe(false);
  });

  it('for jetting brings the compressor, 100 ml of lubricant per km and the air used', () => {
    const data = sectionFromTemplate(JETTING_TEMPLATE);
    data.equipment.compressor = { name: 'Compressor 12 bar', maxAirFlow: 5000, maxAirPressure: 12 };
    const route = computeTrajectory(data.trajectory, data.stretches.rows).totalLength;
    const items = billOfMaterials(data, { airQuantity: 42 });
    expect(items.find((item) => item.kind === 'compressor')).toMatchObject({ name: 'Compressor 12 bar', quantity: 1 });
    expect(items.find((item) => item.kind === 'lubricant')?.quantity).toBeCloseTo((0.1 * route) / 1000, 9);
    expect(items.find((item) => item.kind === 'air')?.quantity).toBe(42);
    expect(items.some((item) => item.kind === 'water')).toBe(false);
  });

  it('for free-floating counts the cable of the length set (it travels whole between its pigs), not the route', () => {
    // the demo's 800 m cable in 1027.93 m of duct: 800 m plus 5 % (40 m) per end, not the route's 1130.73 m
    const data = sectionFromTemplate(DEMO_TEMPLATES.freefloating);
    expect(data.cable.cableLength).toBe(800);
    const items = billOfMaterials(data, { waterQuantity: 3.56 });
    expect(items.find((item) => item.kind === 'cable')?.quantity).toBeCloseTo(880, 9);
    expect(items.find((item) => item.kind === 'duct')?.quantity).toBeCloseTo(computeTrajectory(data.trajectory, data.stretches.rows).totalLength, 9);
    data.cable.cableLength = null;
    expect(billOfMaterials(data).some((item) => item.kind === 'cable')).toBe(false);
  });
});
