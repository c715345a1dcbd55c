/** The demo preset catalogue (fixtures/presets/demo-catalogue.json) for the tests, with ids as the server gives them. */
import { readFileSync } from 'node:fs';
import type { SectionContext } from '../context.js';
import { type PresetLike, machinePresetOf } from '../section/presets.js';

interface CataloguePreset {
  name: string;
  type: PresetLike['type'];
  group: string;
  data: Record<string, unknown>;
}

const file = new URL('../../../fixtures/presets/demo-catalogue.json', import.meta.url);

/** Every preset of the demo catalogue, each with an id (`demo-{index}`) and its group. */
export const CATALOGUE: (PresetLike & { id: string; group: string })[] = (
  JSON.parse(readFileSync(file, 'utf8')) as { presets: CataloguePreset[] }
).presets.map((p, i) => ({ ...p, id: `demo-${i}` }));

export const presetsOf = (type: PresetLike['type']) => CATALOGUE.filter((p) => p.type === type);

/** The validation / mapping context with every machine of the catalogue by id. */
export const CATALOGUE_CTX: SectionContext = {
  machines: Object.fromEntries(
    CATALOGUE.filter((p) => p.type === 'pushingMachine' || p.type === 'pullingMachine').map((p) => [p.id, machinePresetOf(p)]),
  ),
};
