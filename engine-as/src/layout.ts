/**
 * Mirror of engine-as/assembly/layout.ts: offsets of the flat f64 buffers that cross the wasm boundary.
 * The wasm reports its ABI version; the door refuses a wasm built with another layout.
 */
export const ABI_VERSION = 11;

export const IN = {
  METHOD: 0,
  LUBRICANT: 1,
  CABLE_END: 2,
  FIND_MAX: 3,
  BACKWARD: 4,
  SPEED: 5,
  AIR_PRESSURE: 6,
  WATER_PRESSURE: 7,
  WATER_DENSITY: 8,
  MAC_PULL: 9,
  MAC_PUSH: 10,
  MAC_AIR_FLOW: 11,
  MAC_WATER_FLOW: 12,
  CABLE_DIAMETER: 13,
  CABLE_MASS: 14,
  CABLE_STIFFNESS: 15,
  CABLE_MAX_PULL: 16,
  CABLE_MAX_RADIAL: 17,
  CABLE_MAX_PUSH: 18,
  CABLE_LENGTH: 19,
  CABLE_COUNT: 20,
  TWISTED: 21,
  RESIDENT_COUNT: 22,
  RESIDENT1_DIAMETER: 23,
  RESIDENT2_DIAMETER: 24,
  LOST_FORCE: 25,
  XLAUNCH: 26,
  XEND: 27,
  XREARPIG: 28,
  MAX_DISTANCE: 29,
  ALTITUDE_AT_START: 30,
  INITIAL_HEADING: 31,
  STRETCH_COUNT: 32,
  ROW_COUNT: 33,
  SIMPLE_MODE: 34,
  MAC_PUSH_SPEED: 35,
  MAC_PULL_SPEED: 36,
  CABLE_MIN_BEND_RADIUS: 37,
  MAC_AIR_PRESSURE: 38,
  MAC_WATER_PRESSURE: 39,
  HEADER: 40,
} as const;

export const ST = {
  TYPE: 0,
  OUTER_DIAMETER: 1,
  INNER_DIAMETER: 2,
  SURFACE: 3,
  COF: 4,
  MAX_PRESSURE: 5,
  PREFILLED: 6,
  UNDULATION_PERIOD: 7,
  UNDULATION_AMPLITUDE: 8,
  ROLLER_DISTANCE: 9,
  SIZE: 10,
} as const;

export const ROW = {
  TYPE: 0,
  SLOPE: 1,
  ANGLE: 2,
  RADIUS: 3,
  LENGTH: 4,
  PUSH_FORCE: 5,
  LOOP_COUNT: 6,
  DUP_SEGMENTS: 7,
  STRETCH: 8,
  SIZE: 9,
} as const;

export const OUT = {
  STATUS: 0,
  DISTANCE: 1,
  DURATION: 2,
  FORCE_AT_END: 3,
  MAX_DISTANCE: 4,
  WATER_FLOW: 5,
  WATER_QUANTITY: 6,
  AIR_FLOW: 7,
  LIMIT_CODE: 8,
  LIMIT_POSITION: 9,
  FILL_RATIO: 10,
  JAM_RATIO: 11,
  CLEARANCE: 12,
  BUNDLE_DIAMETER: 13,
  MESSAGE_COUNT: 14,
  PROGRESS_COUNT: 15,
  PROFILE_COUNT: 16,
  BEND_COUNT: 17,
  SUMMARY_COUNT: 18,
  MAX_LIMIT_CODE: 22,
  MAX_LIMIT_POSITION: 23,
  HEADER: 24,
} as const;

/** The profile's summary of a scalar answer (assembly/layout.ts SUM_*), after the bends. */
export const SUM = {
  COUNT: 0,
  TENSION_AT: 1,
  TENSION: 2,
  THRUST_AT: 3,
  THRUST: 4,
  PRESSURE_AT: 5,
  PRESSURE: 6,
  PROBES: 7,
} as const;

/** Flow calculator input record (assembly/layout.ts FL_*). */
export const FL = {
  FLUID: 0,
  MODE: 1,
  DIAMETER: 2,
  LENGTH: 3,
  SURFACE: 4,
  ALTITUDE: 5,
  CABLE_COUNT: 6,
  CABLE_DIAMETER: 7,
  PRESSURE: 8,
  FLOW: 9,
  DENSITY: 10,
  POINTS: 11,
  SIZE: 12,
} as const;

/** Flow calculator output header (assembly/layout.ts FO_*), then COUNT positions and COUNT pressures. */
export const FO = {
  STATUS: 0,
  PRESSURE: 1,
  FLOW: 2,
  MASS_FLOW: 3,
  VELOCITY_IN: 4,
  VELOCITY_OUT: 5,
  REYNOLDS: 6,
  FRICTION: 7,
  HYDRAULIC_DIAMETER: 8,
  AREA: 9,
  COUNT: 10,
  HEADER: 12,
} as const;

export const MSG_SIZE = 5;
export const BEND_SIZE = 7;
export const STATUSES = ['success', 'failed', 'notStarted'] as const;
