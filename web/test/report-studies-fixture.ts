/** A finished study of each kind as the server stores it (the report's "Studies" part), and one of a shape this app does not know. */
export const FINISHED = '2026-11-21T09:30:00.000Z';

export const STUDIES = [
  { kind: 'methods', finishedAt: FINISHED, result: { routeLength: 473.57, methods: [
    { layingMethod: 'pull', status: 'success', distance: 473.57, maxDistance: 531.86, limitedBy: null, duration: 36.43, peakForce: 6454.56, airOrWaterQuantity: 0, assumed: [] },
    { layingMethod: 'push', status: 'failed', distance: 120.5, maxDistance: 120.5, limitedBy: { code: 'E_PUSHING_FORCE', position: 120.5 }, duration: 9, peakForce: 1000, airOrWaterQuantity: 0, assumed: [] },
    { layingMethod: 'jetting', status: 'success', distance: 473.57, maxDistance: 5000, maxDistanceCapped: true, limitedBy: null, duration: 8.1, peakForce: 700, airOrWaterQuantity: 57.48, assumed: ['compressor'] },
    // a cable that never moved: the distance is where its head lies, the force a need
    { layingMethod: 'pull', status: 'failed', started: false, distance: 0, maxDistance: 0, limitedBy: { code: 'E_PULLING_FORCE', position: 0 }, duration: 0, peakForce: 13000, airOrWaterQuantity: 0, assumed: [] },
  ] } },
  { kind: 'pushers', finishedAt: FINISHED, result: { machine: 'pit', count: 1, positions: [250], reachesEnd: true, reaches: [260, 223.57], stuckAt: null } },
  { kind: 'cof', finishedAt: FINISHED, result: { runs: 200, seed: 1, target: 473.57, distance: { p10: 301.2, p50: 402.5, p90: 473.57 }, maxDistance: { p10: 301.2, p50: 402.5, p90: 473.57 }, reachProbability: 0.35, forceBands: { position: [0, 100], p10: [0, 1], p50: [0, 2], p90: [0, 3], coverage: [1, 1] } } },
  { kind: 'equipment', finishedAt: FINISHED, result: { margin: 0.1, kinds: ['pullingMachine'], choices: [], smallest: { pullingMachine: { kind: 'pullingMachine', preset: 'w1', name: 'Capstan winch 10 kN', rating: 10000, needed: 6454.56, ok: true, limitedBy: null, margin: 0.549, distance: 473.57, status: 'success' } } } },
  { kind: 'calibration', finishedAt: FINISHED, options: { log: [{ distance: 10, force: 100 }, { distance: 20, force: 200 }, { distance: 30, force: 310 }] }, result: { machine: 'winch', cof: 0.31234, rms: 12.5, fit: [{ distance: 10, force: 101 }] } },
  // a result of a shape this app does not know is left out rather than drawn wrong
  { kind: 'cof', finishedAt: '2026-11-20T09:30:00.000Z', result: { nonsense: true } },
];
