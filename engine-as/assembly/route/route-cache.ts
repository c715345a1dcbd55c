// The route of the last calculation, reused by the next one whose route rows are the same bit for bit (a study's
// runs, which change only the COF; the same section calculated again): building a 1000-row route is about a third
// of a light pull's time in the wasm.

import { IN_ALTITUDE_AT_START, IN_INITIAL_HEADING, IN_ROW_COUNT, IN_STRETCH_COUNT, ROW_SIZE } from '../layout';
import { buildRoute, routeBuilds, rowBase } from './build';
import { Route } from './route';

/** The input values the cached route was built from: the header fields buildRoute reads, then its rows. */
let KEY = new Float64Array(0);
let KEY_LENGTH: i32 = 0;
let CACHED: Route | null = null;
/** buildRoute's count of builds when the cached route was built: another build reuses its pooled segments */
let BUILT_AT: i32 = -1;
/** the cached route's segment count and length as built (a max-distance search extends it straight on) */
let SEGMENTS: i32 = 0;
let LENGTH: f64 = 0;

const HEADER_FIELDS: i32 = 4;

/** Whether the key holds the route fields of `input` (bit for bit: NaN and −0 are what they are). */
function sameKey(input: Float64Array, rows: i32, length: i32): bool {
  if (length != KEY_LENGTH) return false;
  if (!sameBits(input[IN_ROW_COUNT], KEY[0]) || !sameBits(input[IN_STRETCH_COUNT], KEY[1])) return false;
  if (!sameBits(input[IN_INITIAL_HEADING], KEY[2]) || !sameBits(input[IN_ALTITUDE_AT_START], KEY[3])) return false;
  return sameWords(rowsStart(input), KEY.dataStart + (<usize>HEADER_FIELDS << 3), rows);
}

/** Whether `n` 8-byte words at `a` and at `b` are the same: four words per step, their differences or-ed. */
function sameWords(a: usize, b: usize, n: i32): bool {
  const end = a + (<usize>n << 3);
  while (a + 32 <= end) {
    const d = (load<u64>(a) ^ load<u64>(b)) | (load<u64>(a, 8) ^ load<u64>(b, 8)) | (load<u64>(a, 16) ^ load<u64>(b, 16)) | (load<u64>(a, 24) ^ load<u64>(b, 24));
    if (d != 0) return false;
    a += 32;
    b += 32;
  }
  for (; a < end; a += 8, b += 8) if (load<u64>(a) != load<u64>(b)) return false;
  return true;
}

/** Address of the first row's first value in `input`. */
function rowsStart(input: Float64Array): usize {
  return input.dataStart + (<usize>rowBase(input, 0) << 3);
}

@inline
function sameBits(a: f64, b: f64): bool {
  return reinterpret<u64>(a) == reinterpret<u64>(b);
}

/**
 * The route of `input` (buildRoute's), the one of the last call when its rows are the same and no other route was
 * built since (the trajectory solver reuses the same pooled segments); given back as it was built (a max-distance
 * search's straight extension removed). The methods read the route and never change its segments.
 */
export function routeOf(input: Float64Array): Route {
  const rows = i32(input[IN_ROW_COUNT]) * ROW_SIZE;
  const length = HEADER_FIELDS + rows;
  const cached = CACHED;
  if (cached != null && BUILT_AT == routeBuilds() && sameKey(input, rows, length)) {
    cached.segments.length = SEGMENTS;
    cached.length = LENGTH;
    return cached;
  }
  const route = buildRoute(input);
  if (KEY.length < length) KEY = new Float64Array(length);
  KEY_LENGTH = length;
  KEY[0] = input[IN_ROW_COUNT];
  KEY[1] = input[IN_STRETCH_COUNT];
  KEY[2] = input[IN_INITIAL_HEADING];
  KEY[3] = input[IN_ALTITUDE_AT_START];
  // bounds: rowBase + rows ≤ the input's length (the door writes every row), KEY holds HEADER_FIELDS + rows
  memory.copy(KEY.dataStart + (<usize>HEADER_FIELDS << 3), rowsStart(input), <usize>rows << 3);
  CACHED = route;
  BUILT_AT = routeBuilds();
  SEGMENTS = route.segments.length;
  LENGTH = route.length;
  return route;
}
