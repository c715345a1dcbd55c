// Test-only switches of the engine (setDebugOption, debugEvaluations in index.ts).

/** Debug options (set by the test-only export `setDebugOption`): scale of the arc step, buckling from C = 0. */
export class Debug {
  static arcStepScale: f64 = 1;
  static bucklingFromZero: bool = false;
  /** 0 = by method (on for push and pushpull), 1 = always on, 2 = always off */
  static bendStiffness: i32 = 0;
  /** jetting: the full max-distance search only (no fast path) */
  static fullMaxSearch: bool = false;
  /** jetting's arcs with air: the lifted force (true, default) or F itself (false: the method before) */
  static liftedArcs: bool = true;
  /** passes without samples cross runs of plain straights in one step (true, default; physics/straight-runs.ts) */
  static straightRuns: bool = true;
  /** segments crossed that way since the switch was last set (test-only export debugRunsCrossed) */
  static runsCrossed: i32 = 0;
  /** undulated straights whose force crosses 0 in closed form (true, default; physics/straight.ts acrossZero) or by RK4 */
  static acrossZero: bool = true;
  /** march.ts shownWithin's sampled passes keep their samples (true: the method before) or keep none (false, default) */
  static shownKeeps: bool = false;
  /** march.ts shownWithin narrows the sampled crossing by Illinois before its bisection (true, default) or not */
  static shownIllinois: bool = true;
  /** jetting's lifted arc steps keep the geometry of a bend's first step on its segment (true, default; arc-lifted.ts) */
  static keepStages: bool = true;
  /** air flow solutions remembered between calls (true, default; physics/flow-memo.ts) or solved every time */
  static flowMemo: bool = true;
  /** freefloating's pig-balance integrations in the last water run (test-only export debugBalanceCalls) */
  static balanceCalls: i32 = 0;
  /** head positions evaluated by the last jetting run (test-only export debugEvaluations) */
  static evaluations: i32 = 0;
  /** jetting: keep the last calculation's state for `debugJetExcess` (test-only; off by default) */
  static keepJet: bool = false;
  /**
   * jetting's max-distance search (issue #38): the fast path also follows the neighbours of the position it chose at
   * the first length that failed (jetting-search.ts), the check between the positions stops a refinement once two
   * parabolas in a row promise the peak within half its tolerance, the lowered candidate keeps the excess its root
   * search found (jetting-peak-search.ts), and a refinement step that leaves Brent's state as it was ends the
   * refinement (jet-peak.ts) (true, default); or as before (false)
   */
  static maxShortcuts: bool = true;
  /** pull's forward pass on a plain route by physics/plain-pass.ts (true, default) or by the general walk */
  static plainPass: bool = true;
  /** pull's forward passes made by physics/plain-pass.ts (test-only export debugPlainPasses) */
  static plainPasses: i32 = 0;
}
