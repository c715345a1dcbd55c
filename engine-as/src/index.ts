/**
 * @cla/engine/core — the environment-agnostic door to the wasm engine. `node.ts` and `browser.ts` load the
 * one wasm file and call `engineFromExports`; nothing else touches wasm memory.
 */
import type { CalculateRequest, CalculateResponse } from './contract.js';
import type { Engine } from './engine.js';
import { ABI_VERSION } from './layout.js';
import { decodeFlow, encodeFlow, flowIssuesResponse } from './flow.js';
import { encodeRequest, encodeTrajectory, type RequestIssue } from './request.js';
import { decodeTrajectory } from './trajectory.js';
import { curveBudget, decodeResponse, type DecodeOptions, issuesResponse } from './response.js';
import { decodeScalars } from './scalar-response.js';
import { withStretchNames } from './stretch-names.js';

export * from './contract.js';
export type { Engine } from './engine.js';
export type { RequestIssue } from './request.js';
export { encodeFlow } from './flow.js';
export { MAX_CURVE_POINTS } from './response.js';
export { curveAt } from './scalar-response.js';
export { exceededLimits, JAM_BAND, statusWithLimits } from './exceeded.js';
export { beyondRating, ENGINE_MESSAGE_PARAMS, FORCE_LIMIT_CODES, forceLimitCase, resultStarted, startRefused, type OutcomeMessage } from './messages.js';
export { encodeRequest, encodeTrajectory, MAX_CABLES, MAX_COF, MAX_EXPANDED_ROWS, MAX_ROWS, MAX_SEARCH_DISTANCE } from './request.js';

/** The raw exports of engine-as/assembly/index.ts. */
interface RawExports {
  memory: WebAssembly.Memory;
  abiVersion(): number;
  inputBuffer(length: number): number;
  calculate(): number;
  solveTrajectory(): number;
  flow(): number;
  outputBuffer(): number;
  /** scalar answers (optional: a wasm without them answers calculateScalars from `calculate`) */
  calculateScalars?(budget: number, probeCount: number): number;
  probeBuffer?(count: number): number;
}

function asRaw(exports: WebAssembly.Exports | Record<string, unknown>): RawExports {
  const e = exports as Record<string, unknown>;
  for (const name of ['abiVersion', 'inputBuffer', 'calculate', 'solveTrajectory', 'flow', 'outputBuffer']) {
    if (typeof e[name] !== 'function') throw new Error(`engine wasm: missing export ${name}`);
  }
  if (!(e.memory instanceof WebAssembly.Memory)) throw new Error('engine wasm: missing memory export');
  return e as unknown as RawExports;
}

/**
 * Wraps the exports of an instantiated engine wasm. Throws only when the wasm itself is not the engine this
 * door was built for (missing exports or another ABI version) — a build error, not an input error.
 */
export function engineFromExports(exports: WebAssembly.Exports | Record<string, unknown>): Engine {
  const raw = asRaw(exports);
  const abiVersion = raw.abiVersion();
  if (abiVersion !== ABI_VERSION) {
    throw new Error(`engine wasm ABI ${abiVersion} does not match the door's ABI ${ABI_VERSION}; rebuild the engine`);
  }
  /**
   * Copies `input` into the wasm, runs `kernel`, and decodes the output from a view of the wasm memory (no copy:
   * `decode` calls nothing in the wasm, so the view stays valid while it reads).
   */
  const run = <T>(input: Float64Array, kernel: () => number, decode: (out: Float64Array) => T): T => {
    const ptr = raw.inputBuffer(input.length);
    // views are made after each call: a call may grow (and so detach) the memory
    new Float64Array(raw.memory.buffer, ptr, input.length).set(input);
    const length = kernel();
    return decode(new Float64Array(raw.memory.buffer, raw.outputBuffer(), length));
  };
  /** Encodes the request straight into the wasm's input buffer, runs it and decodes its answer (`decode`). */
  const encodeAndRun = <T extends Pick<CalculateResponse, 'messages'>>(
    request: CalculateRequest,
    decode: (out: Float64Array, options: DecodeOptions) => T,
    refused: (issues: RequestIssue[]) => T,
    kernel: (fullResolution: boolean) => number = () => raw.calculate(),
  ): T => {
    // not zeroed: the encoder writes every field
    let at = 0;
    const encoded = encodeRequest(request, (length) => {
      at = raw.inputBuffer(length);
      return new Float64Array(raw.memory.buffer, at, length);
    });
    if ('issues' in encoded) return refused(encoded.issues);
    const { fullResolution, sources } = encoded;
    const n = encoded.buffer.length;
    const length = kernel(fullResolution);
    // new views after the call (it may grow, and so detach, the memory); the wasm never writes its input
    const input = new Float64Array(raw.memory.buffer, at, n);
    const answer = decode(new Float64Array(raw.memory.buffer, raw.outputBuffer(), length), { fullResolution, input, sources });
    return withStretchNames(answer, request, (route) => engine.solveTrajectory(route));
  };
  const engine: Engine = {
    abiVersion,
    calculate(request): CalculateResponse {
      return encodeAndRun(request, (out, options) => decodeResponse(out, options), issuesResponse);
    },
    calculateScalars(request, options = {}) {
      const probes = options.probes ?? [];
      const { calculateScalars: scalars, probeBuffer } = raw;
      // the wasm summarizes the profile (no curves, no bends) where the full answer would keep every sample
      const kernel = scalars && probeBuffer
        ? (fullResolution: boolean) => {
          if (probes.length > 0) new Float64Array(raw.memory.buffer, probeBuffer(probes.length), probes.length).set(probes);
          return scalars(curveBudget({ fullResolution }), probes.length);
        }
        : undefined;
      return encodeAndRun(request, (out, decode) => decodeScalars(out, decode, probes), (issues) => {
        const { progress: _progress, profile: _profile, bends: _bends, ...rest } = issuesResponse(issues);
        return { ...rest, probes: probes.map(() => null) };
      }, kernel);
    },
    solveTrajectory(input) {
      const { buffer, issues } = encodeTrajectory(input);
      const ids = Array.isArray(input?.stretches) ? input.stretches.map((s) => (typeof s?.id === 'string' ? s.id : null)) : [];
      return run(buffer, () => raw.solveTrajectory(), (out) => decodeTrajectory(out, ids, issues));
    },
    flow(request) {
      const encoded = encodeFlow(request);
      if ('issues' in encoded) return flowIssuesResponse(encoded.issues);
      return run(encoded.buffer, () => raw.flow(), (out) => decodeFlow(out, encoded.buffer));
    },
  };
  return engine;
}

/** Instantiates a compiled engine module (the wasm has no imports). */
export async function instantiateEngine(module: WebAssembly.Module): Promise<Engine> {
  const instance = await WebAssembly.instantiate(module, {});
  return engineFromExports(instance.exports);
}
