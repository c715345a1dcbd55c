// The side that owns the simulation engine (in the worker, or the page when workers are missing): loads it once and runs the latest request.
import type { Engine } from '@cla/engine';
import type { EngineClientMessage, EngineHostMessage } from './engine-protocol.ts';

/**
 * Loads the engine with a dynamic import. It must stay dynamic: the engine module instantiates its wasm with
 * top-level await, and a module worker that awaits before adding its `message` listener loses the
 * messages posted to it meanwhile.
 */
async function loadEngine(): Promise<Engine> {
  const { createEngine } = await import('@cla/engine');
  return createEngine();
}

/** What {@link createEngineHost} returns: feed it the client's messages. */
export interface EngineHost {
  receive(message: EngineHostMessage): void;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The side that owns the engine: inside `engine.worker.ts`, or on the main thread when Workers are
 * unavailable. The engine is created once, on the first request. Requests are coalesced: a request
 * waits for the next macrotask (or for the engine to load), so requests that arrive meanwhile, or
 * while a calculation runs, replace it; each replaced request is answered `skipped`.
 */
export function createEngineHost(
  send: (message: EngineClientMessage) => void,
  load: () => Promise<Engine> = loadEngine,
): EngineHost {
  let engine: Promise<Engine> | null = null;
  let latest: EngineHostMessage | null = null;
  let scheduled = false;
  let running = false;

  async function drain(): Promise<void> {
    scheduled = false;
    running = true;
    try {
      let loaded: Engine;
      try {
        engine ??= load();
        loaded = await engine;
      } catch (error) {
        engine = null;
        if (latest !== null) send({ type: 'error', id: latest.id, message: errorText(error) });
        latest = null;
        return;
      }
      while (latest !== null) {
        const message = latest;
        latest = null;
        try {
          const response =
            message.type === 'flow'
              ? loaded.flow(message.request)
              : message.type === 'trajectory'
                ? loaded.solveTrajectory(message.request)
                : message.type === 'scalars'
                  ? message.requests.map((request) => loaded.calculateScalars(request, message.options))
                  : loaded.calculate(message.request);
          send({ type: 'result', id: message.id, response });
        } catch (error) {
          // A wasm trap is a bug (bad input never throws) and may leave the instance unusable.
          engine = null;
          send({ type: 'error', id: message.id, message: errorText(error) });
        }
      }
    } finally {
      running = false;
    }
  }

  return {
    receive(message) {
      if (latest !== null) send({ type: 'skipped', id: latest.id });
      latest = message;
      if (!scheduled && !running) {
        scheduled = true;
        setTimeout(() => void drain(), 0);
      }
    },
  };
}
