import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CalculateRequest } from '@cla/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildChartTestRequest } from '../features/dev-tests/chart-test-request.ts';
import { createEngineClient, EngineAbortError, type EngineClient } from './engine-client.ts';

// The wasm is built by `npm run build -w @cla/engine`; without it there is nothing to run.
const wasmBuilt = existsSync(resolve(import.meta.dirname, '../../../engine-as/build/release.wasm'));

/** One straight of `length` m, on the cable, machine and duct of the chart test case. */
function minimalPull(length = 100): CalculateRequest {
  const { data } = buildChartTestRequest({ firstStraightM: length, cof: 0.1 });
  return { data: { ...data, trajectory: { ...data.trajectory, rows: [{ type: 'straight', slope: 0, length }] } } };
}

describe.skipIf(!wasmBuilt)('engine client (in-thread fallback: happy-dom has no Worker)', () => {
  let client: EngineClient;
  beforeEach(() => {
    client = createEngineClient();
  });
  afterEach(() => client.dispose());

  it('falls back to the main thread where Worker does not exist', () => {
    expect(typeof Worker).toBe('undefined');
  });

  it('answers a valid minimal pull request with a successful simulation', async () => {
    const response = await client.calculate(minimalPull());
    expect(response.status).toBe('success');
    expect(response.distance).toBeCloseTo(100, 6);
    expect(response.forceAtEnd).toBeGreaterThan(0);
    expect(response.messages.filter((message) => message.level === 'error')).toEqual([]);
  });

  it('answers invalid input with notStarted and E_INVALID_PARAMS, without rejecting', async () => {
    const request = minimalPull();
    request.data.cableOuterDiameter = -1;
    const response = await client.calculate(request);
    expect(response.status).toBe('notStarted');
    expect(response.messages.map((message) => message.code)).toContain('E_INVALID_PARAMS');
  });

  it('supersedes an older pending request with a newer one', async () => {
    const older = client.calculate(minimalPull(50));
    const newer = client.calculate(minimalPull(80));
    await expect(older).rejects.toEqual(new EngineAbortError('superseded'));
    await expect(older).rejects.toMatchObject({ name: 'AbortError', reason: 'superseded' });
    expect((await newer).distance).toBeCloseTo(80, 6);
  });

  it('rejects with an AbortError when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = client.calculate(minimalPull(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', reason: 'aborted' });
    // the client stays usable
    expect((await client.calculate(minimalPull(30))).status).toBe('success');
  });

  it('runs the flow calculator: the flow a pressure drives and the pressure that flow needs agree', async () => {
    const forward = await client.flow({ fluid: 'water', innerDiameter: 50, length: 200, pressure: 2 });
    expect(forward.status).toBe('success');
    expect(forward.flow).toBeGreaterThan(0);
    const back = await client.flow({ fluid: 'water', innerDiameter: 50, length: 200, flow: forward.flow });
    expect(back.pressure).toBeCloseTo(2, 4);
  });
});
