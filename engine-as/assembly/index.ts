// The only export surface of the wasm (docs/architecture.md#code-habits, habit 1): flat functions over numbers. The door
// (engine-as/src) writes a request into the input buffer, calls `calculate`, and reads the output buffer.
// Nothing here throws: the door validates first, and the engine reports through the output's status.

import { ABI_VERSION } from './layout';
import { Debug } from './core/debug';
import { flowCalculate } from './methods/flow';
import { keptJet } from './methods/jetting';
import { NO_SAMPLES } from './physics/samples';
import { simulate } from './simulate';
import { Output } from './output';
import { solveTrajectory as solve, trajectoryOutput } from './route/trajectory';

let input = new Float64Array(0);
let output = new Float64Array(0);
/** The result collector of `calculate` and its flat buffer, reused from one call to the next. */
const OUTPUT = new Output();
let calculated = new Float64Array(0);

/**
 * The wasm's garbage is collected at the start of a call that computes (calculate, flow, solveTrajectory): the
 * minimal runtime (asconfig.json) collects only when asked, and only there, where no running function holds an
 * object, is it safe — in exchange the code keeps no shadow stack of its references (the incremental collector's
 * bookkeeping at every array access, ~40 % of a 1000-row pull). A collection marks every live object (the pooled
 * segments of the last route among them: ~7 % of a 1000-row pull when run at every call). So while the memory is
 * small (≤ 16 MB) it runs at the start of every COLLECT_EVERY-th call, or of the call after one that grew the
 * memory; beyond, at every call (README "Speed": memory). Garbage of at most that many small calls waits.
 */
const COLLECT_EVERY: i32 = 16;
/** 64 KB pages: above 16 MB of memory every call collects (a large route's garbage is large too) */
const SMALL_HEAP_PAGES: i32 = 256;
let callsSinceCollect: i32 = 0;
let pagesAtCollect: i32 = 0;

function collectGarbage(): void {
  callsSinceCollect++;
  if (callsSinceCollect < COLLECT_EVERY && memory.size() == pagesAtCollect && pagesAtCollect <= SMALL_HEAP_PAGES) return;
  __collect();
  callsSinceCollect = 0;
  pagesAtCollect = memory.size();
}

/** Version of the buffer layout (layout.ts); the door refuses a wasm with another one. */
export function abiVersion(): i32 {
  return ABI_VERSION;
}

/**
 * Makes an input buffer of `length` f64 and returns its address (valid until the next call into the wasm). The
 * buffer is kept and reused while it is large enough (the door writes all `length` values; nothing reads
 * input.length): no allocation per call.
 */
export function inputBuffer(length: i32): usize {
  if (input.length < length || input.length > 4 * length + 1024) input = new Float64Array(length);
  return input.dataStart;
}

/** Runs one simulation on the input buffer; returns the output length (f64 values at `outputBuffer()`). */
export function calculate(): i32 {
  OUTPUT.scalars = false;
  return run();
}

let probes = new Float64Array(0);

/** An input buffer for `count` probe positions of calculateScalars (as `inputBuffer`: reused while large enough). */
export function probeBuffer(count: i32): usize {
  if (probes.length < count) probes = new Float64Array(count);
  return probes.dataStart;
}

/**
 * `calculate` for a scalar answer (the door's calculateScalars): a method that can (pull) answers the profile's
 * summary instead of its curves and bends (output.ts `scalars`) when its profile has at most `budget` samples, with
 * the force at the first `probeCount` positions of `probeBuffer`.
 */
export function calculateScalars(budget: f64, probeCount: i32): i32 {
  const out = OUTPUT;
  out.scalars = true;
  out.budget = budget;
  out.probes = probes;
  out.probeCount = min(probeCount, probes.length);
  return run();
}

function run(): i32 {
  collectGarbage();
  const out = OUTPUT;
  out.reset();
  simulate(input, out);
  const n = out.size();
  // reused while large enough, as the input buffer (the door reads the returned length only)
  if (calculated.length < n || calculated.length > 4 * n + 1024) calculated = new Float64Array(n);
  output = calculated;
  return out.flattenInto(calculated);
}

/**
 * The flow calculator on the input buffer (layout FL_* of layout.ts); returns the output length (FO_* header,
 * then the profile positions and pressures).
 */
export function flow(): i32 {
  collectGarbage();
  output = flowCalculate(input);
  return output.length;
}

/**
 * Solves the trajectory of the input buffer (only the trajectory and stretch fields matter); returns the
 * output length (layout in trajectory.ts).
 */
export function solveTrajectory(): i32 {
  collectGarbage();
  const length = solve(input);
  output = trajectoryOutput();
  return length;
}

/**
 * Test-only switches (not used by the door): 1 = arc step scale (default 1; 0.1 = ten times finer),
 * 2 = helical buckling from C = 0 as Griffioen does (value 1) instead of the F_hel threshold (value 0),
 * 3 = bend stiffness 0 by method (default), 1 always on, 2 always off, 4 = jetting's full max-distance search
 * only (1) or its fast path first (0, default), 5 = jetting's arcs with air by the lifted force (1, default) or by
 * F itself (0, the method before), 6 = jetting's passes without samples crossing runs of plain straights in one
 * step (1, default) or segment by segment (0); setting it zeroes the count of segments crossed; 7 = an undulated
 * straight whose force crosses 0 in closed form (1, default) or by RK4 (0, the method before); 8 = jetting keeps its
 * last state for debugJetExcess (1; 0 default); 9 = air flow solutions remembered between calls (1, default) or
 * solved every time (0, the method before); 10 = the sampled passes that check a located limit (march.ts
 * shownWithin) keep their samples (1, the method before) or none (0, default); 11 = shownWithin narrows the sampled
 * crossing by Illinois before its bisection (1, default) or bisects alone (0, the method before); 12 = jetting's lifted
 * arc steps keep the geometry of a bend's first step on its segment (1, default) or compute it every time (0); 13 =
 * pull's forward pass on a plain route by physics/plain-pass.ts (1, default) or by the general walk (0); 14 = jetting's
 * max-distance search follows the neighbours of the position it chose too, stops a peak's refinement once two
 * parabolas promise it within, reuses the lowered candidate's excess and ends a refinement whose step changed nothing
 * (1, default), or as before (0).
 */
export function setDebugOption(key: i32, value: f64): void {
  if (key == 1) Debug.arcStepScale = value > 0 ? value : 1;
  if (key == 2) Debug.bucklingFromZero = value != 0;
  if (key == 3) Debug.bendStiffness = i32(value);
  if (key == 4) Debug.fullMaxSearch = value != 0;
  if (key == 5) Debug.liftedArcs = value != 0;
  if (key == 7) Debug.acrossZero = value != 0;
  if (key == 8) Debug.keepJet = value != 0;
  if (key == 9) Debug.flowMemo = value != 0;
  if (key == 10) Debug.shownKeeps = value != 0;
  if (key == 11) Debug.shownIllinois = value != 0;
  if (key == 12) Debug.keepStages = value != 0;
  if (key == 13) Debug.plainPass = value != 0;
  if (key == 14) Debug.maxShortcuts = value != 0;
  if (key == 6) {
    Debug.straightRuns = value != 0;
    Debug.runsCrossed = 0;
  }
}

/** Test-only: pull's forward passes made on a plain route (physics/plain-pass.ts) since the engine started. */
export function debugPlainPasses(): i32 {
  return Debug.plainPasses;
}

/** Test-only: freefloating's pig-balance integrations in the last water calculation. */
export function debugBalanceCalls(): i32 {
  return Debug.balanceCalls;
}

/** Test-only: segments crossed in runs of plain straights since switch 6 was last set. */
export function debugRunsCrossed(): i32 {
  return Debug.runsCrossed;
}

/** Test-only: head positions (flow solve + integration) evaluated by the last jetting calculation. */
export function debugEvaluations(): i32 {
  return Debug.evaluations;
}

/**
 * Test-only (switch 8 on): how far the head position `head` of a duct ending at `ductEnd` is past its limits (> 0:
 * past), in the state of the last jetting calculation (its route continued as the max-distance search's); NaN when
 * none was kept. With `pusher` != 0, the pusher's force instead.
 */
export function debugJetExcess(head: f64, ductEnd: f64, pusher: i32): f64 {
  const jet = keptJet();
  if (jet == null) return NaN;
  jet.evaluate(head, ductEnd, NO_SAMPLES);
  return pusher != 0 ? jet.pusher : jet.excess();
}

/** Address of the last output. */
export function outputBuffer(): usize {
  return output.dataStart;
}

/** abort() of the AssemblyScript runtime, wired by asconfig `use`, so the module needs no imports. */
function trapAbort(message: string | null, fileName: string | null, lineNumber: u32, columnNumber: u32): void {
  unreachable();
}

