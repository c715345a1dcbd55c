// Collects a result and flattens it into the output layout of layout.ts.

import {
  BEND_SIZE, MSG_SIZE, OUT_BEND_COUNT, OUT_HEADER, OUT_JAM_RATIO, OUT_MESSAGE_COUNT, OUT_PROFILE_COUNT,
  OUT_PROGRESS_COUNT, OUT_STATUS, OUT_SUMMARY_COUNT, STATUS_NOT_STARTED,
} from './layout';
import { F64List } from './list';

/**
 * The result of one call. One Output serves every call into the wasm (`reset` before use): its lists keep their
 * capacity, so a long route's curves are not regrown on every call.
 */
export class Output {
  header: Float64Array = new Float64Array(OUT_HEADER);
  messages: F64List = new F64List();
  bends: F64List = new F64List();
  progressLength: F64List = new F64List();
  progressPush: F64List = new F64List();
  progressPull: F64List = new F64List();
  progressSpeed: F64List = new F64List();
  progressTime: F64List = new F64List();
  profilePosition: F64List = new F64List();
  profileForce: F64List = new F64List();
  profileRadial: F64List = new F64List();
  profilePressure: F64List = new F64List();
  profileAltitude: F64List = new F64List();
  /**
   * Scalar answers (index.ts calculateScalars): the door reads no curve and no bend. A method that can (pull) then
   * writes the profile's summary (SUM_* of layout.ts) instead of its curves and bends when its profile has at most
   * `budget` samples (the door thins none then); else the whole result, as `calculate`.
   */
  scalars: bool = false;
  budget: f64 = 0;
  /** the positions (m) whose profile force the summary gives, `probeCount` of them */
  probes: Float64Array = new Float64Array(0);
  probeCount: i32 = 0;
  /** set by the method that writes the summary: its curves and bends are left out */
  summarized: bool = false;
  summary: F64List = new F64List();

  constructor() {
    this.reset();
  }

  /** Back to an empty result (status notStarted, no jam ratio). */
  reset(): void {
    this.header.fill(0);
    this.header[OUT_STATUS] = f64(STATUS_NOT_STARTED);
    this.header[OUT_JAM_RATIO] = -1;
    this.messages.clear();
    this.bends.clear();
    this.progressLength.clear();
    this.progressPush.clear();
    this.progressPull.clear();
    this.progressSpeed.clear();
    this.progressTime.clear();
    this.profilePosition.clear();
    this.profileForce.clear();
    this.profileRadial.clear();
    this.profilePressure.clear();
    this.profileAltitude.clear();
    this.summarized = false;
    this.summary.clear();
  }

  set(field: i32, value: f64): void {
    this.header[field] = value;
  }

  message(code: i32, p0: f64 = 0, p1: f64 = 0, p2: f64 = 0, p3: f64 = 0): void {
    this.messages.push(f64(code));
    this.messages.push(p0);
    this.messages.push(p1);
    this.messages.push(p2);
    this.messages.push(p3);
  }

  progress(length: f64, push: f64, pull: f64, speed: f64, time: f64): void {
    this.progressLength.push(length);
    this.progressPush.push(push);
    this.progressPull.push(pull);
    this.progressSpeed.push(speed);
    this.progressTime.push(time);
  }

  /**
   * A whole sampled profile at once (before any other profile point): memory copies instead of a push per value;
   * `pressure` null = 0 everywhere.
   */
  profileArrays(position: F64List, force: F64List, radial: F64List, pressure: Array<f64> | null, altitude: F64List): void {
    const n = position.length;
    this.profilePosition.copyFrom(position, n);
    this.profileForce.copyFrom(force, n);
    this.profileRadial.copyFrom(radial, n);
    if (pressure != null) this.profilePressure.copyFromArray(pressure, n);
    else this.profilePressure.zeros(n);
    this.profileAltitude.copyFrom(altitude, n);
  }

  profile(position: f64, force: f64, radial: f64, pressure: f64, altitude: f64): void {
    this.profilePosition.push(position);
    this.profileForce.push(force);
    this.profileRadial.push(radial);
    this.profilePressure.push(pressure);
    this.profileAltitude.push(altitude);
  }

  bend(row: f64, position: f64, totalAngle: f64, radius: f64, forceIn: f64, forceOut: f64, radial: f64): void {
    const b = this.bends;
    b.reserve(b.length + BEND_SIZE);
    b.pushReserved(row);
    b.pushReserved(position);
    b.pushReserved(totalAngle);
    b.pushReserved(radius);
    b.pushReserved(forceIn);
    b.pushReserved(forceOut);
    b.pushReserved(radial);
  }

  /** f64 values of the flat result: header, messages, progress (5 arrays), profile (5 arrays), bends */
  size(): i32 {
    return OUT_HEADER + this.messages.length + 5 * this.progressLength.length + 5 * this.profilePosition.length + this.bends.length + this.summary.length;
  }

  /** Writes the flat result into `out` (at least `size()` long) and returns its length. */
  flattenInto(out: Float64Array): i32 {
    const n = this.size();
    assert(out.length >= n);
    this.header[OUT_MESSAGE_COUNT] = f64(this.messages.length / MSG_SIZE);
    this.header[OUT_PROGRESS_COUNT] = f64(this.progressLength.length);
    this.header[OUT_PROFILE_COUNT] = f64(this.profilePosition.length);
    this.header[OUT_BEND_COUNT] = f64(this.bends.length / BEND_SIZE);
    this.header[OUT_SUMMARY_COUNT] = f64(this.summary.length);
    memory.copy(out.dataStart, this.header.dataStart, <usize>OUT_HEADER << 3);
    let k = OUT_HEADER;
    k = copy(out, k, this.messages);
    k = copy(out, k, this.progressLength);
    k = copy(out, k, this.progressPush);
    k = copy(out, k, this.progressPull);
    k = copy(out, k, this.progressSpeed);
    k = copy(out, k, this.progressTime);
    k = copy(out, k, this.profilePosition);
    k = copy(out, k, this.profileForce);
    k = copy(out, k, this.profileRadial);
    k = copy(out, k, this.profilePressure);
    k = copy(out, k, this.profileAltitude);
    k = copy(out, k, this.bends);
    copy(out, k, this.summary);
    return n;
  }
}

function copy(out: Float64Array, at: i32, values: F64List): i32 {
  const n = values.length;
  // bounds: `out` holds size() values (flattenInto)
  if (n > 0) memory.copy(out.dataStart + (<usize>at << 3), values.dataStart(), <usize>n << 3);
  return at + n;
}
