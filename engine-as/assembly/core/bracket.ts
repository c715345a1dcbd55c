// The one root bracket of the engine's searches (where a limit is reached, the speed a pusher allows, the pig
// balance): Illinois — regula falsi whose end that stays put has its value halved, so it cannot stall — interleaved
// with bisection every `every` steps, and bisection whenever one side has locked up (a helically buckled cable
// answers 10¹² N: regula falsi against that would crawl along it).

import { FMAX } from './constants';

/** A bracket [a, b] of an increasing function f with f(a) ≤ 0 < f(b) (a < b). */
export class Bracket {
  a: f64;
  b: f64;
  /** f at the ends as Illinois uses them (halved when an end stays put; NaN: not evaluated yet) */
  fa: f64;
  fb: f64;
  /** f(a) as evaluated */
  ea: f64;
  private side: i32 = 0;

  constructor(a: f64, fa: f64, b: f64, fb: f64) {
    this.a = a;
    this.fa = fa;
    this.ea = fa;
    this.b = b;
    this.fb = fb;
  }

  /**
   * The point to evaluate at step k: the midpoint at every `every`-th step (0: never) and against a locked-up
   * side, else the Illinois point (the midpoint too when that falls outside the bracket).
   */
  next(k: i32, every: i32): f64 {
    const a = this.a;
    const b = this.b;
    let c = (every > 0 && k % every == every - 1) || this.fb >= FMAX / 4 || this.fa <= -FMAX / 4
      ? 0.5 * (a + b)
      : b - (this.fb * (b - a)) / (this.fb - this.fa);
    if (!(c > a && c < b)) c = 0.5 * (a + b);
    return c;
  }

  /** Sets f(c): c replaces the end of its sign (a probe while bracketing: no Illinois bookkeeping). */
  place(c: f64, fc: f64): void {
    if (fc > 0) {
      this.b = c;
      this.fb = fc;
    } else {
      this.a = c;
      this.fa = fc;
      this.ea = fc;
    }
  }

  /** Takes f(c) at a point inside: c replaces the end of its sign; the end that stays put is halved. */
  take(c: f64, fc: f64): void {
    this.place(c, fc);
    if (fc > 0) {
      if (this.side == -1) this.fa /= 2;
      this.side = -1;
    } else {
      if (this.side == 1) this.fb /= 2;
      this.side = 1;
    }
  }
}
