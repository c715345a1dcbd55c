// Collects a result and flattens it into the output layout of layout.ts.

import {
  BEND_SIZE, MSG_SIZE, OUT_BEND_COUNT, OUT_HEADER, OUT_JAM_RATIO, OUT_MESSAGE_COUNT, OUT_PROFILE_COUNT,
  OUT_PROGRESS_COUNT, OUT_STATUS, STATUS_NOT_STARTED,
} from './layout';

export class Output {
  header: Float64Array = new Float64Array(OUT_HEADER);
  messages: Array<f64> = new Array<f64>();
  bends: Array<f64> = new Array<f64>();
  progressLength: Array<f64> = new Array<f64>();
  progressPush: Array<f64> = new Array<f64>();
  progressPull: Array<f64> = new Array<f64>();
  progressSpeed: Array<f64> = new Array<f64>();
  progressTime: Array<f64> = new Array<f64>();
  profilePosition: Array<f64> = new Array<f64>();
  profileForce: Array<f64> = new Array<f64>();
  profileRadial: Array<f64> = new Array<f64>();
  profilePressure: Array<f64> = new Array<f64>();
  profileAltitude: Array<f64> = new Array<f64>();

  constructor() {
    this.header[OUT_STATUS] = f64(STATUS_NOT_STARTED);
    this.header[OUT_JAM_RATIO] = -1;
  }

  set(field: i32, value: f64): void {
    this.header[field] = value;
  }

  message(code: i32, p0: f64 = 0, p1: f64 = 0, p2: f64 = 0): void {
    this.messages.push(f64(code));
    this.messages.push(p0);
    this.messages.push(p1);
    this.messages.push(p2);
  }

  progress(length: f64, push: f64, pull: f64, speed: f64, time: f64): void {
    this.progressLength.push(length);
    this.progressPush.push(push);
    this.progressPull.push(pull);
    this.progressSpeed.push(speed);
    this.progressTime.push(time);
  }

  /**
   * A whole sampled profile at once (before any other profile point): copies of the arrays (memory copies instead
   * of a push per value); `pressure` null = 0 everywhere.
   */
  profileArrays(position: Array<f64>, force: Array<f64>, radial: Array<f64>, pressure: Array<f64> | null, altitude: Array<f64>): void {
    const n = position.length;
    this.profilePosition = position.slice(0, n);
    this.profileForce = force.slice(0, n);
    this.profileRadial = radial.slice(0, n);
    this.profilePressure = pressure != null ? pressure.slice(0, n) : new Array<f64>(n);
    this.profileAltitude = altitude.slice(0, n);
  }

  profile(position: f64, force: f64, radial: f64, pressure: f64, altitude: f64): void {
    this.profilePosition.push(position);
    this.profileForce.push(force);
    this.profileRadial.push(radial);
    this.profilePressure.push(pressure);
    this.profileAltitude.push(altitude);
  }

  bend(row: f64, position: f64, totalAngle: f64, radius: f64, forceIn: f64, forceOut: f64, radial: f64): void {
    this.bends.push(row);
    this.bends.push(position);
    this.bends.push(totalAngle);
    this.bends.push(radius);
    this.bends.push(forceIn);
    this.bends.push(forceOut);
    this.bends.push(radial);
  }

  /** header, messages, progress (5 arrays), profile (5 arrays), bends */
  flatten(): Float64Array {
    const nMsg = this.messages.length / MSG_SIZE;
    const nProg = this.progressLength.length;
    const nProf = this.profilePosition.length;
    const nBend = this.bends.length / BEND_SIZE;
    this.header[OUT_MESSAGE_COUNT] = f64(nMsg);
    this.header[OUT_PROGRESS_COUNT] = f64(nProg);
    this.header[OUT_PROFILE_COUNT] = f64(nProf);
    this.header[OUT_BEND_COUNT] = f64(nBend);
    const out = new Float64Array(OUT_HEADER + this.messages.length + 5 * nProg + 5 * nProf + this.bends.length);
    let k = 0;
    for (let i = 0; i < OUT_HEADER; i++) out[k++] = this.header[i];
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
    copy(out, k, this.bends);
    return out;
  }
}

function copy(out: Float64Array, at: i32, values: Array<f64>): i32 {
  const n = values.length;
  // bounds: `out` is sized in flatten to hold every array
  if (n > 0) memory.copy(out.dataStart + (<usize>at << 3), values.dataStart, <usize>n << 3);
  return at + n;
}
