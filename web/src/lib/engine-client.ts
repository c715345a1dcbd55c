// How the web app runs the simulation engine in a worker: a newer calculation replaces a pending one, aborts and crashes are told apart.
import type {
  CalculateRequest, CalculateResponse, FlowRequest, FlowResponse, ScalarOptions, ScalarResponse, TrajectoryInput, TrajectorySolution,
} from '@cla/engine';
import type { EngineClientMessage, EngineHostMessage } from './engine-protocol.ts';

/**
 * Rejection of a request that will never be answered: superseded by a newer request, or aborted by its
 * caller's signal. Its `name` is `AbortError`, like `fetch`'s, so generic "ignore aborts" code works.
 */
export class EngineAbortError extends Error {
  override readonly name = 'AbortError';
  constructor(readonly reason: 'superseded' | 'aborted') {
    super(reason === 'superseded' ? 'Superseded by a newer calculation' : 'Calculation aborted');
  }
}

/** The engine could not be loaded or crashed; the next request starts a fresh engine. */
export class EngineUnavailableError extends Error {
  override readonly name = 'EngineUnavailableError';
}

/** True for the rejection of a superseded or aborted request. */
export function isEngineAbortError(error: unknown): error is EngineAbortError {
  return error instanceof EngineAbortError;
}

export interface CalculateOptions {
  /** Aborting rejects the pending promise with an {@link EngineAbortError} (`aborted`). */
  signal?: AbortSignal;
}

/** The one way the web app runs the simulation engine. */
export interface EngineClient {
  /**
   * Runs one simulation off the main thread. Only the newest request is answered: calling again while a
   * request is pending rejects the older one with an {@link EngineAbortError} (`superseded`). Invalid input
   * is not an error: it resolves with status `notStarted` and `E_INVALID_PARAMS` messages.
   * @throws {EngineAbortError} when superseded or aborted.
   * @throws {EngineUnavailableError} when the engine cannot be loaded or crashes.
   */
  calculate(request: CalculateRequest, options?: CalculateOptions): Promise<CalculateResponse>;
  /**
   * A batch of simulations answered without their curves (the engine's `calculateScalars` of each request, with the
   * same options): a study's runs in one round trip. Same newest-wins rule as `calculate`.
   */
  calculateScalars(requests: CalculateRequest[], options: ScalarOptions, callOptions?: CalculateOptions): Promise<ScalarResponse[]>;
  /** The flow calculator (air or water through a duct), with the same newest-wins rule as `calculate`. */
  flow(request: FlowRequest, options?: CalculateOptions): Promise<FlowResponse>;
  /** The trajectory solver: derived values per row and the route as a 3-D polyline (newest wins). */
  solveTrajectory(request: TrajectoryInput, options?: CalculateOptions): Promise<TrajectorySolution>;
  /** Stops the worker and rejects whatever is pending; the next `calculate` starts a new one. */
  dispose(): void;
}

interface Channel {
  post(message: EngineHostMessage): void;
  close(): void;
}

type Answer = CalculateResponse | FlowResponse | TrajectorySolution | ScalarResponse[];

interface Pending {
  id: number;
  resolve(response: Answer): void;
  reject(error: Error): void;
  cleanup(): void;
}

export interface EngineClientOptions {
  /**
   * Run the engine on the main thread instead of a Web Worker. Defaults to true exactly where `Worker`
   * does not exist (unit tests under happy-dom, some embedded browsers): the engine is then loaded with a
   * dynamic import on the first request and each calculation blocks the thread it runs on.
   */
  inThread?: boolean;
}

/** Creates an engine client; the app uses the shared {@link engineClient}. */
export function createEngineClient(options: EngineClientOptions = {}): EngineClient {
  const inThread = options.inThread ?? typeof Worker === 'undefined';
  let channel: Channel | null = null;
  let pending: Pending | null = null;
  let nextId = 1;

  function settle(message: EngineClientMessage): void {
    if (pending === null || message.id !== pending.id) return;
    const current = pending;
    pending = null;
    current.cleanup();
    switch (message.type) {
      case 'result':
        current.resolve(message.response);
        break;
      case 'skipped':
        current.reject(new EngineAbortError('superseded'));
        break;
      case 'error':
        current.reject(new EngineUnavailableError(message.message));
        break;
    }
  }

  function fail(error: Error): void {
    channel?.close();
    channel = null;
    const current = pending;
    pending = null;
    current?.cleanup();
    current?.reject(error);
  }

  function openWorker(): Channel {
    const worker = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<EngineClientMessage>) => settle(event.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      fail(new EngineUnavailableError(event.message || 'The engine worker failed'));
    });
    worker.addEventListener('messageerror', () => fail(new EngineUnavailableError('Unreadable engine message')));
    return { post: (message) => worker.postMessage(message), close: () => worker.terminate() };
  }

  function openInThread(): Channel {
    let closed = false;
    // The host module (and with it the engine and its wasm) is only fetched when first needed.
    const host = import('./engine-host.ts').then(({ createEngineHost }) =>
      createEngineHost((message) => {
        if (!closed) settle(message);
      }),
    );
    return {
      post(message) {
        host.then(
          (loaded) => loaded.receive(message),
          (error: unknown) => {
            if (!closed) settle({ type: 'error', id: message.id, message: String(error) });
          },
        );
      },
      close() {
        closed = true;
      },
    };
  }

  function run(message: EngineHostMessage extends infer M ? (M extends EngineHostMessage ? Omit<M, 'id'> : never) : never, signal: AbortSignal | undefined): Promise<Answer> {
    if (signal?.aborted) return Promise.reject(new EngineAbortError('aborted'));
    if (pending !== null) {
      const superseded = pending;
      pending = null;
      superseded.cleanup();
      superseded.reject(new EngineAbortError('superseded'));
    }
    const id = nextId++;
    return new Promise<Answer>((resolve, reject) => {
      const onAbort = (): void => {
        if (pending?.id !== id) return;
        pending = null;
        reject(new EngineAbortError('aborted'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      pending = { id, resolve, reject, cleanup: () => signal?.removeEventListener('abort', onAbort) };
      try {
        channel ??= inThread ? openInThread() : openWorker();
        channel.post({ ...message, id } as EngineHostMessage);
      } catch (error) {
        fail(new EngineUnavailableError(error instanceof Error ? error.message : String(error)));
      }
    });
  }

  return {
    calculate: (request, { signal } = {}) => run({ type: 'calculate', request }, signal) as Promise<CalculateResponse>,
    calculateScalars: (requests, options, { signal } = {}) => run({ type: 'scalars', requests, options }, signal) as Promise<ScalarResponse[]>,
    flow: (request, { signal } = {}) => run({ type: 'flow', request }, signal) as Promise<FlowResponse>,
    solveTrajectory: (request, { signal } = {}) => run({ type: 'trajectory', request }, signal) as Promise<TrajectorySolution>,
    dispose() {
      fail(new EngineUnavailableError('The engine client was disposed'));
    },
  };
}

/** The app's one engine client; its worker starts on the first calculation. */
export const engineClient: EngineClient = createEngineClient();
