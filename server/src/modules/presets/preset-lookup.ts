// The presets other modules read (a section's machines, a study's candidates, the demo catalogue's machines), by the presets' visibility rule.
import type { EntityManager } from '@mikro-orm/core';

import { type PresetRow, PresetSchema } from './preset.entity.js';

/** The machine presets' types. */
const MACHINE_TYPES = ['pushingMachine', 'pullingMachine'];

/** The owner's and the global presets of these types, by id. */
export function visiblePresetsOfTypes(em: EntityManager, ownerId: string, types: readonly string[]): Promise<PresetRow[]> {
  return em.find(PresetSchema, { type: { $in: [...types] }, $or: [{ ownerId: null }, { ownerId }] }, { orderBy: { id: 'asc' } });
}

/** The machine presets among these ids that the owner sees (their own and the global ones). */
export function visibleMachinePresets(em: EntityManager, ownerId: string, ids: readonly string[]): Promise<PresetRow[]> {
  return em.find(PresetSchema, { id: { $in: [...ids] }, type: { $in: MACHINE_TYPES }, $or: [{ ownerId: null }, { ownerId }] });
}

/** The demo catalogue's machines (owner `null`). */
export function catalogueMachinePresets(em: EntityManager): Promise<PresetRow[]> {
  return em.find(PresetSchema, { ownerId: null, type: { $in: MACHINE_TYPES } });
}
