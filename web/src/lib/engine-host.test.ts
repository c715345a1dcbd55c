import type { CalculateRequest, CalculateResponse, Engine, ScalarOptions, ScalarResponse } from '@cla/engine';
import { describe, expect, it, vi } from 'vitest';
import { createEngineHost } from './engine-host.ts';
import type { EngineClientMessage } from './engine-protocol.ts';

const calculate = vi.fn((request: CalculateRequest) => ({ distance: request.data.pushingSpeed }) as CalculateResponse);
const calculateScalars = vi.fn((request: CalculateRequest, options?: ScalarOptions) => ({ distance: request.data.pushingSpeed, probes: [...(options?.probes ?? [])] }) as ScalarResponse);
// Only what the host uses; the engine's other calls (trajectory, flow) are not part of this test.
const fakeEngine = {
  abiVersion: 1,
  calculate,
  calculateScalars,
  solveTrajectory: () => {
    throw new Error('not used by the host');
  },
} as Partial<Engine> as Engine;
const createEngine = vi.fn(() => Promise.resolve(fakeEngine));

function request(marker: number): CalculateRequest {
  return { data: { pushingSpeed: marker } as CalculateRequest['data'] };
}

async function settled(messages: EngineClientMessage[], count: number): Promise<void> {
  await vi.waitFor(() => expect(messages.length).toBe(count));
}

describe('engine host', () => {
  it('creates the engine once and calculates only the newest of requests that arrive together', async () => {
    const sent: EngineClientMessage[] = [];
    const host = createEngineHost((message) => sent.push(message), createEngine);

    host.receive({ type: 'calculate', id: 1, request: request(1) });
    host.receive({ type: 'calculate', id: 2, request: request(2) });
    host.receive({ type: 'calculate', id: 3, request: request(3) });
    await settled(sent, 3);
    expect(sent).toEqual([
      { type: 'skipped', id: 1 },
      { type: 'skipped', id: 2 },
      { type: 'result', id: 3, response: { distance: 3 } },
    ]);

    host.receive({ type: 'calculate', id: 4, request: request(4) });
    await settled(sent, 4);
    expect(sent[3]).toEqual({ type: 'result', id: 4, response: { distance: 4 } });
    expect(createEngine).toHaveBeenCalledTimes(1);
    expect(calculate).toHaveBeenCalledTimes(2);
  });

  it('answers a trap with an error and recreates the engine for the next request', async () => {
    createEngine.mockClear();
    calculate.mockImplementationOnce(() => {
      throw new WebAssembly.RuntimeError('unreachable');
    });
    const sent: EngineClientMessage[] = [];
    const host = createEngineHost((message) => sent.push(message), createEngine);

    host.receive({ type: 'calculate', id: 1, request: request(1) });
    await settled(sent, 1);
    expect(sent[0]).toEqual({ type: 'error', id: 1, message: 'unreachable' });

    host.receive({ type: 'calculate', id: 2, request: request(2) });
    await settled(sent, 2);
    expect(sent[1]).toMatchObject({ type: 'result', id: 2 });
    expect(createEngine).toHaveBeenCalledTimes(2);
  });

  it('answers a batch of scalar runs in one message, each request with the batch options, in order', async () => {
    const sent: EngineClientMessage[] = [];
    const host = createEngineHost((message) => sent.push(message), createEngine);
    host.receive({ type: 'scalars', id: 7, requests: [request(5), request(6)], options: { probes: [1, 2] } });
    await settled(sent, 1);
    expect(sent[0]).toEqual({ type: 'result', id: 7, response: [{ distance: 5, probes: [1, 2] }, { distance: 6, probes: [1, 2] }] });
    expect(calculateScalars).toHaveBeenCalledTimes(2);
  });
});
