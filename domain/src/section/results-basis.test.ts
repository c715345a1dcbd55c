// What a result rests on: an edit of anything the engine reads changes the digest; the name, the description, the
// display mode, the key order and undefined fields do not.
import { describe, expect, it } from 'vitest';
import { DEMO_TEMPLATES } from './demo-project.js';
import { resultsBasis, resultsBasisHash } from './results-basis.js';
import { sectionFromTemplate } from './templates.js';
import { CATALOGUE } from '../test-support/catalogue.js';

const pull = () => sectionFromTemplate(DEMO_TEMPLATES.pull, 'expert', CATALOGUE);

describe('resultsBasisHash', () => {
  it('changes with an edit the engine reads, not with the name, description, display mode or stored results', () => {
    const data = pull();
    const h = resultsBasisHash(data);
    expect(h).toMatch(/^[0-9a-f]{16}$/);
    expect(resultsBasisHash({ ...data, general: { ...data.general, sectionName: 'Renamed', sectionDescription: 'x', displayMode: 'simple' } })).toBe(h);
    expect(resultsBasisHash({ ...data, results: { status: 'success', messages: [] } })).toBe(h);
    expect(resultsBasisHash({ ...data, settings: { ...data.settings, pullingForce: (data.settings.pullingForce ?? 0) + 1 } })).not.toBe(h);
    expect(resultsBasisHash({ ...data, general: { ...data.general, layingMethod: 'push' } })).not.toBe(h);
    const rows = data.trajectory.rows.map((r, i) => (i === 0 ? { ...r, length: (r.length ?? 0) + 0.001 } : r));
    expect(resultsBasisHash({ ...data, trajectory: { ...data.trajectory, rows } })).not.toBe(h);
  });

  it('reads the data as JSON does: key order and undefined fields make no difference, a JSON round trip keeps it', () => {
    const data = pull();
    const reordered = Object.fromEntries(Object.entries(data).reverse());
    expect(resultsBasisHash(reordered)).toBe(resultsBasisHash(data));
    expect(resultsBasisHash({ ...data, settings: { ...data.settings, extra: undefined } })).toBe(resultsBasisHash(data));
    expect(resultsBasisHash(JSON.parse(JSON.stringify(data)) as object)).toBe(resultsBasisHash(data));
    expect(resultsBasis({ b: [1, undefined], a: { d: 1, c: null } })).toBe('{"a":{"c":null,"d":1},"b":[1,null]}');
  });
});
