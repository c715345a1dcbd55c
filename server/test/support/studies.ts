import {
  calibrateCof,
  cofUncertainty,
  compareMethods,
  computeTrajectory,
  type LayingMethod,
  machinePresetOf,
  type MachinePreset,
  placeMachines,
  type FieldLogPoint,
  type PresetLike,
  type RunEngine,
  sizeEquipment,
  type SizedEquipmentKind,
  type SectionData,
  targetOf,
  toSimulationRequest,
} from '@cla/domain';
import type { Preset, Project2, Section } from '@cla/domain/api';
import { createEngine } from '@cla/engine';
import { expect } from 'vitest';

import type { Client } from './accounts-client.js';

/** What a study answers (`GET /api/studies/{id}`). */
export interface StudyAnswer {
  id: string;
  section: string;
  kind: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  runs: number;
  options: Record<string, unknown>;
  result: Record<string, unknown> | null;
  error: string | null;
}

/** The caller's demo sections (DEMO_PROJECT on) by laying method, and the machine presets they name. */
export async function demoSections(client: Client): Promise<{ sections: Record<LayingMethod, Section>; machines: Record<string, MachinePreset> }> {
  const projects = (await client.get('/api/project2').expect(200)).body as Project2[];
  const list = (await client.get(`/api/section?project=${projects[0]!.id}`).expect(200)).body as Section[];
  const sections = Object.fromEntries(list.map((s) => [(s.data as unknown as SectionData).general.layingMethod, s])) as Record<LayingMethod, Section>;
  const presets = (await client.get('/api/presets').expect(200)).body as Preset[];
  const machines = Object.fromEntries(presets.filter((p) => p.type === 'pushingMachine' || p.type === 'pullingMachine').map((p) => [p.id, machinePresetOf(p)]));
  return { sections, machines };
}

/** Polls a study until it is done or failed (or the time is up: the last answer). */
export async function settled(client: Client, id: string, timeoutMs = 120_000): Promise<StudyAnswer> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const study = (await client.get(`/api/studies/${id}`).expect(200)).body as StudyAnswer;
    if (study.status === 'done' || study.status === 'failed' || Date.now() > end) {
      return study;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Polls a study until `test` holds (or the time is up: fails). */
export async function until(client: Client, id: string, test: (study: StudyAnswer) => boolean, timeoutMs = 60_000): Promise<StudyAnswer> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const study = (await client.get(`/api/studies/${id}`).expect(200)).body as StudyAnswer;
    if (test(study)) {
      return study;
    }
    expect(Date.now(), `study ${id} stayed ${study.status} at ${study.progress}`).toBeLessThan(end);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let engine: ReturnType<typeof createEngine> | undefined;
const run: RunEngine = async (request) => (await (engine ??= createEngine())).calculate(request);

/** The domain's own answers for a section, computed here with `@cla/engine` (what a job must give). */
export const direct = {
  async methods(data: SectionData, machines: Record<string, MachinePreset>, allowed: readonly LayingMethod[] | null) {
    const result = await compareMethods(data, run, { context: { machines, allowedLayingMethods: allowed }, allowedLayingMethods: allowed });
    return { methods: result.rows, routeLength: result.routeLength };
  },
  async cof(data: SectionData, machines: Record<string, MachinePreset>, options: { runs: number; cof: { min: number; max: number }; perStretch?: Record<string, { min: number; max: number }>; seed?: number }) {
    const request = toSimulationRequest(data, { context: { machines }, findMaxDistance: true });
    const target = targetOf(request, computeTrajectory(data.trajectory, data.stretches.rows).totalLength);
    const { samples: _samples, ...summary } = await cofUncertainty(request, target, run, { range: options.cof, perStretch: options.perStretch, runs: options.runs, seed: options.seed ?? 1 });
    return summary;
  },
  async pushers(data: SectionData, machines: Record<string, MachinePreset>, minSpacing: number, rules: { bendClearance?: number; forceMargin?: number } = {}) {
    const request = toSimulationRequest(data, { context: { machines }, findMaxDistance: true });
    const target = targetOf(request, computeTrajectory(data.trajectory, data.stretches.rows).totalLength);
    return placeMachines(request, target, run, { minSpacing, ...rules });
  },
  async equipment(data: SectionData, machines: Record<string, MachinePreset>, presets: readonly PresetLike[], options: { margin: number; kinds?: SizedEquipmentKind[] }) {
    return sizeEquipment({ data, context: { machines } }, presets, run, options);
  },
  async calibration(data: SectionData, machines: Record<string, MachinePreset>, log: readonly FieldLogPoint[], options: { perStretch?: boolean; machine?: 'winch' | 'pusher' } = {}) {
    const request = toSimulationRequest(data, { context: { machines }, findMaxDistance: true });
    return calibrateCof(request, log, run, options);
  },
  /** A field log of the section as the engine runs it: the machine's force at `count` installed lengths. */
  async fieldLog(data: SectionData, machines: Record<string, MachinePreset>, machine: 'winch' | 'pusher', count: number): Promise<FieldLogPoint[]> {
    const response = await run(toSimulationRequest(data, { context: { machines }, findMaxDistance: false }));
    const lengths = response.progress.length;
    const forces = machine === 'winch' ? response.progress.pullingForce : response.progress.pushingForce;
    const last = lengths.length - 1;
    return Array.from({ length: count }, (_, i) => {
      const at = Math.round((i * last) / (count - 1));
      return { distance: Math.round(lengths[at]! * 100) / 100, force: Math.round(forces[at]!) };
    });
  },
};

/** JSON's view of a value (what an answer carries: no undefined, no -0). */
export const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
