// The flat f64 layout of the input and output buffers that cross the wasm boundary.
// Mirrored in engine-as/src/layout.ts; `abiVersion()` guards against a mismatch.
// Every number is SI (m, N, Pa gauge, kg/m, kg/m³, m³/s, m/s, s, rad) — the door converts from base units.

export const ABI_VERSION: i32 = 11;

// ---- input header ----
export const IN_METHOD: i32 = 0; // index in LAYING_METHODS: push, pull, pushpull, jetting, floating, waterpushpull, freefloating
export const IN_LUBRICANT: i32 = 1; // 0 no, 1 yes, 2 lubricator
export const IN_CABLE_END: i32 = 2; // 0 open, 1 sonic, 2 shuttle
export const IN_FIND_MAX: i32 = 3; // 1 = search the max distance
export const IN_BACKWARD: i32 = 4; // 1 = install from the far end
export const IN_SPEED: i32 = 5; // m/s
export const IN_AIR_PRESSURE: i32 = 6; // Pa gauge
export const IN_WATER_PRESSURE: i32 = 7; // Pa gauge
export const IN_WATER_DENSITY: i32 = 8; // kg/m³
export const IN_MAC_PULL: i32 = 9; // N
export const IN_MAC_PUSH: i32 = 10; // N
export const IN_MAC_AIR_FLOW: i32 = 11; // m³/s free air
export const IN_MAC_WATER_FLOW: i32 = 12; // m³/s
export const IN_CABLE_DIAMETER: i32 = 13; // m
export const IN_CABLE_MASS: i32 = 14; // kg/m
export const IN_CABLE_STIFFNESS: i32 = 15; // N·m²
export const IN_CABLE_MAX_PULL: i32 = 16; // N per cable
export const IN_CABLE_MAX_RADIAL: i32 = 17; // N/m, 0 = no limit given
export const IN_CABLE_MAX_PUSH: i32 = 18; // N per cable, 0 = no limit given
export const IN_CABLE_LENGTH: i32 = 19; // m
export const IN_CABLE_COUNT: i32 = 20;
export const IN_TWISTED: i32 = 21; // 1 = twisted bundle
export const IN_RESIDENT_COUNT: i32 = 22;
export const IN_RESIDENT1_DIAMETER: i32 = 23; // m
export const IN_RESIDENT2_DIAMETER: i32 = 24; // m
export const IN_LOST_FORCE: i32 = 25; // N
export const IN_XLAUNCH: i32 = 26; // m
export const IN_XEND: i32 = 27; // m
export const IN_XREARPIG: i32 = 28; // m
export const IN_MAX_DISTANCE: i32 = 29; // m
export const IN_ALTITUDE_AT_START: i32 = 30; // m
export const IN_INITIAL_HEADING: i32 = 31; // rad, compass bearing
export const IN_STRETCH_COUNT: i32 = 32;
export const IN_ROW_COUNT: i32 = 33;
export const IN_SIMPLE_MODE: i32 = 34; // 1 = simpleMode (default undulations on every duct stretch)
export const IN_MAC_PUSH_SPEED: i32 = 35; // m/s, 0 = not given
export const IN_MAC_PULL_SPEED: i32 = 36; // m/s, 0 = not given
export const IN_CABLE_MIN_BEND_RADIUS: i32 = 37; // m, 0 = not given
export const IN_MAC_AIR_PRESSURE: i32 = 38; // Pa gauge, compressor max pressure, 0 = not given
export const IN_MAC_WATER_PRESSURE: i32 = 39; // Pa gauge, pump max pressure, 0 = not given
export const IN_HEADER: i32 = 40;

// ---- one stretch record ----
export const ST_TYPE: i32 = 0; // 0 inDuct, 1 onRollers, 2 other
export const ST_OUTER_DIAMETER: i32 = 1; // m
export const ST_INNER_DIAMETER: i32 = 2; // m
export const ST_SURFACE: i32 = 3; // 0 smooth, 1 riped, 2 corrugated
export const ST_COF: i32 = 4;
export const ST_MAX_PRESSURE: i32 = 5; // Pa gauge
export const ST_PREFILLED: i32 = 6;
export const ST_UNDULATION_PERIOD: i32 = 7; // m
export const ST_UNDULATION_AMPLITUDE: i32 = 8; // m
export const ST_ROLLER_DISTANCE: i32 = 9; // m
export const ST_SIZE: i32 = 10;

// ---- one trajectory row record ----
export const ROW_TYPE: i32 = 0; // 0 straight, 1 curve, 2 curveOnRollers, 3 pusher, 4 loop, 5 stretch
export const ROW_SLOPE: i32 = 1; // rad
export const ROW_ANGLE: i32 = 2; // rad
export const ROW_RADIUS: i32 = 3; // m
export const ROW_LENGTH: i32 = 4; // m
export const ROW_PUSH_FORCE: i32 = 5; // N
export const ROW_LOOP_COUNT: i32 = 6;
export const ROW_DUP_SEGMENTS: i32 = 7;
export const ROW_STRETCH: i32 = 8; // index into the stretches, -1 = none
export const ROW_SIZE: i32 = 9;

export const ROW_STRAIGHT: i32 = 0;
export const ROW_CURVE: i32 = 1;
export const ROW_CURVE_ON_ROLLERS: i32 = 2;
export const ROW_PUSHER: i32 = 3;
export const ROW_LOOP: i32 = 4;
export const ROW_STRETCH_SWITCH: i32 = 5;

export const METHOD_PUSH: i32 = 0;
export const METHOD_PULL: i32 = 1;
export const METHOD_PUSHPULL: i32 = 2;
export const METHOD_JETTING: i32 = 3;
export const METHOD_FLOATING: i32 = 4;
export const METHOD_WATERPUSHPULL: i32 = 5;
export const METHOD_FREEFLOATING: i32 = 6;

export const CABLE_END_OPEN: i32 = 0;
export const CABLE_END_SONIC: i32 = 1;
export const CABLE_END_SHUTTLE: i32 = 2;

export const STRETCH_ON_ROLLERS: i32 = 1;

// ---- output header ----
export const OUT_STATUS: i32 = 0; // 0 success, 1 failed, 2 notStarted
export const OUT_DISTANCE: i32 = 1; // m
export const OUT_DURATION: i32 = 2; // s
export const OUT_FORCE_AT_END: i32 = 3; // N
export const OUT_MAX_DISTANCE: i32 = 4; // m
export const OUT_WATER_FLOW: i32 = 5; // m³/s
export const OUT_WATER_QUANTITY: i32 = 6; // m³
export const OUT_AIR_FLOW: i32 = 7; // m³/s free air
export const OUT_LIMIT_CODE: i32 = 8; // message code, 0 = nothing limits
export const OUT_LIMIT_POSITION: i32 = 9; // m
export const OUT_FILL_RATIO: i32 = 10; // 0..1
export const OUT_JAM_RATIO: i32 = 11; // -1 = not applicable
export const OUT_CLEARANCE: i32 = 12; // m
export const OUT_BUNDLE_DIAMETER: i32 = 13; // m
export const OUT_MESSAGE_COUNT: i32 = 14;
export const OUT_PROGRESS_COUNT: i32 = 15;
export const OUT_PROFILE_COUNT: i32 = 16;
export const OUT_BEND_COUNT: i32 = 17;
// scalar answers (index.ts calculateScalars): values of the profile's summary after the bends, 0 = none (the curves are there)
export const OUT_SUMMARY_COUNT: i32 = 18;
// with findMaxDistance, what ended the max distance (0 = the search reached data.maxDistance); without, the limit
export const OUT_MAX_LIMIT_CODE: i32 = 22; // message code of the limit broken just beyond maxDistance (negative: a pusher holding back)
export const OUT_MAX_LIMIT_POSITION: i32 = 23; // m, the head position where that limit bites
export const OUT_HEADER: i32 = 24;

/** The profile's summary (scalar answers): what the door reads of the profile, finite-or-0 as it reads the columns. */
export const SUM_COUNT: i32 = 0; // profile samples
export const SUM_TENSION_AT: i32 = 1; // m, first sample of the highest force
export const SUM_TENSION: i32 = 2; // N
export const SUM_THRUST_AT: i32 = 3; // m, first sample of the lowest force
export const SUM_THRUST: i32 = 4; // N, −(lowest force)
export const SUM_PRESSURE_AT: i32 = 5; // m, first sample of the highest pressure
export const SUM_PRESSURE: i32 = 6; // bar (the door's unit)
export const SUM_PROBES: i32 = 7; // then the force at each probe, NaN outside the profile

export const STATUS_SUCCESS: i32 = 0;
export const STATUS_FAILED: i32 = 1;
export const STATUS_NOT_STARTED: i32 = 2;

/** One message record: code, then up to four numeric parameters. */
export const MSG_SIZE: i32 = 5;
/** One bend record. */
export const BEND_ROW: i32 = 0;
export const BEND_POSITION: i32 = 1;
export const BEND_TOTAL_ANGLE: i32 = 2; // rad
export const BEND_RADIUS: i32 = 3;
export const BEND_FORCE_IN: i32 = 4;
export const BEND_FORCE_OUT: i32 = 5;
export const BEND_RADIAL_FORCE: i32 = 6;
export const BEND_SIZE: i32 = 7;

// ---- message codes (documented in engine-as/README.md; names mirrored in src/messages.ts) ----
export const MSG_PULLING_FORCE: i32 = 1; // E: winch force reached; p0 position m, p1 force N
export const MSG_CABLE_PULLING_FORCE: i32 = 2; // E: cable max pulling force reached; p0 position, p1 force
export const MSG_PUSHING_FORCE: i32 = 3; // E: pusher force reached; p0 position, p1 force, p2 rating, p3 floating: the pump's max flow m³/s where it caps the water there (0: not capped)
export const MSG_CABLE_PUSHING_FORCE: i32 = 4; // E: cable max pushing force reached; p0 position, p1 force, p2 rating, p3 as MSG_PUSHING_FORCE
export const MSG_SIDEWALL: i32 = 5; // W: radial force above the cable limit; p0 position, p1 N/m, p2 limit
export const MSG_METHOD_NOT_AVAILABLE: i32 = 6; // E: the method is not simulated yet; p0 method index
export const MSG_MAX_DISTANCE_CAPPED: i32 = 7; // I: the max-distance search reached data.maxDistance; p0 m
export const MSG_JAM_RATIO: i32 = 8; // W: three cables with a jam ratio in the jamming range; p0 ratio
export const MSG_ROUTE_TOO_SHORT: i32 = 9; // E: xlaunch + xend not below the route length; p0 route length m
export const MSG_PUSHPULL_SPLIT: i32 = 10; // I: pushpull split at the end; p0 pusher N, p1 winch N, p2 pusher share 0..1
export const MSG_BEND_RADIUS: i32 = 11; // W: a curve tighter than the cable's min bending radius; p0 position m, p1 radius m, p2 min radius m
export const MSG_ROLLER_FORCE: i32 = 12; // I: highest force per roller in curves on rollers; p0 position m, p1 force N, p2 roller distance m
export const MSG_AIR_FLOW_LIMIT: i32 = 13; // W: the compressor's max air flow lowers the inlet pressure; p0 max flow m³/s, p1 lowest inlet Pa gauge, p2 head position m
export const MSG_AIR_PRESSURE_CAPPED: i32 = 14; // I: inlet pressure capped by the compressor or duct max pressure; p0 requested Pa, p1 used Pa, p2 what binds: -1 the compressor, else the index of the duct stretch
export const MSG_AIR_CONSUMPTION: i32 = 15; // I: jetting air; p0 free-air quantity m³, p1 peak free-air flow m³/s, p2 flow at the end m³/s
export const MSG_HEAD_FORCE: i32 = 16; // I: shuttle/sonic head at the end; p0 effective pull N, p1 pressure drop Pa, p2 true tension N
export const MSG_WATER_FLOW_LIMIT: i32 = 17; // W: floating: the pump's max flow lowers the inlet pressure; p0 max flow m³/s, p1 lowest inlet Pa gauge, p2 head position m
export const MSG_WATER_PRESSURE_CAPPED: i32 = 18; // I: waterPressure capped by the pump or a stretch's max pressure with the static head; p0 requested Pa, p1 used Pa, p2 position m where the cap binds
export const MSG_WATER_CONSUMPTION: i32 = 19; // I: water methods: p0 water quantity m³, p1 fill volume m³, p2 peak flow m³/s
export const MSG_PUMP_SPEED_LIMIT: i32 = 20; // W: waterpushpull/freefloating: the pump's max flow caps the laying speed; p0 max flow m³/s, p1 speed m/s
export const MSG_WATER_PRESSURE: i32 = 21; // E: freefloating, waterpushpull: the water pressure needed reaches the available; p0 position m, p1 pressure Pa gauge, p2 available Pa gauge (the inlet pressure after the pump's and the ducts' caps)
export const MSG_FREEFLOATING: i32 = 22; // I: freefloating at the end: p0 inlet pressure needed Pa, p1 pressure drop over each pig Pa, p2 front shuttle pull N
export const MSG_CABLE_TOO_LONG: i32 = 23; // E: freefloating: xRearPig + cableLength not before the target; p0 target m
export const MSG_WATER_SPEED: i32 = 24; // I: floating at the end: p0 mean water speed in the annulus m/s, p1 cable speed m/s
export const MSG_PIG_PULL_CAPPED: i32 = 25; // I: waterpushpull: the pig's pull held at macMaxPullingForce by a lower inlet pressure; p0 force N, p1 lowest inlet Pa gauge, p2 head position m
export const MSG_SPEED_REDUCED: i32 = 26; // W: floating, waterpushpull: the pusher at its force limit slows the cable below the set speed; p0 position m where it starts, p1 lowest speed m/s, p2 position m of the lowest speed
export const MSG_PUMP_SLOWS_CABLE: i32 = 36; // W: waterpushpull: the column behind the pig needs more than the pump's pressure at the set speed: the pump's flow, the pig and the cable slow; p0 position m where it starts, p1 lowest speed m/s, p2 position m of the lowest speed
export const MSG_SLACK_CABLE: i32 = 27; // W: pull, pushpull: the cable carries no tension (it runs slack, floored at 0 whatever its stiffness); p0 position m where the first such stretch starts, p1 position m where it ends, p2 total length m
export const MSG_HOLD_BACK_PRESSURE: i32 = 28; // W: jetting/floating/waterpushpull: the fluid would drive the cable harder than the pusher holds back (its rated force): the inlet pressure is lowered; p0 rated force N, p1 lowest inlet Pa gauge, p2 head position m
export const MSG_COLUMN_SEPARATED: i32 = 29; // W: water methods: the static pressure would fall below the vapour pressure: the column separates there (pressure held at the vapour pressure); p0 position m (first), p1 pressure Pa gauge held, p2 length m of route where it is
export const MSG_BACK_PRESSURE: i32 = 30; // I: freefloating: a valve at the exit holds back pressure so that no water in the pipe falls below atmospheric; p0 highest back pressure Pa gauge, p1 head position m there, p2 back pressure at the end Pa gauge
export const MSG_WATER_CREST: i32 = 33; // E: water methods: the inlet pressure cannot lift the water over a crest; p0 crest position m, p1 inlet pressure needed Pa gauge, p2 inlet pressure available Pa gauge
export const MSG_DUCT_PRESSURE: i32 = 34; // E: water methods: a water pressure above its duct stretch's maxPressure; p0 position m, p1 pressure Pa gauge, p2 the stretch's max pressure Pa gauge
export const MSG_HEAD_COMPRESSED: i32 = 32; // W: no longer emitted (pull floors the tension at 0 whatever the stiffness; the code stays reserved): a stiff cable arrived compressed at the head, the winch force 0; p0 head position m, p1 compression N (> 0)
export const MSG_SPEED_CAPPED: i32 = 35; // I: the laying speed set is above the machine's max speed (pusher; winch for pull and pushpull): the machine's speed is used; p0 speed set m/s, p1 speed used m/s
export const MSG_LOCK_UP: i32 = 40; // (maxDistanceLimitedBy only) push: helical lock-up ends the max distance; p0 position m

// ---- flow calculator (export `flow`): input record ----
export const FL_FLUID: i32 = 0; // 0 air, 1 water
export const FL_MODE: i32 = 1; // 0 = inlet pressure given, 1 = flow given
export const FL_DIAMETER: i32 = 2; // m, duct inner diameter
export const FL_LENGTH: i32 = 3; // m
export const FL_SURFACE: i32 = 4; // 0 smooth, 1 riped, 2 corrugated
export const FL_ALTITUDE: i32 = 5; // m, exit altitude − inlet altitude (water)
export const FL_CABLE_COUNT: i32 = 6;
export const FL_CABLE_DIAMETER: i32 = 7; // m
export const FL_PRESSURE: i32 = 8; // Pa gauge at the inlet (mode 0)
export const FL_FLOW: i32 = 9; // m³/s (air: free air delivery) (mode 1)
export const FL_DENSITY: i32 = 10; // kg/m³ (water)
export const FL_POINTS: i32 = 11; // profile points
export const FL_SIZE: i32 = 12;
// ---- flow calculator: output record, then FO_COUNT positions and FO_COUNT pressures (Pa gauge) ----
export const FO_STATUS: i32 = 0; // 0 flowing, 1 no flow (the pressure does not lift the water to the exit)
export const FO_PRESSURE: i32 = 1; // Pa gauge at the inlet
export const FO_FLOW: i32 = 2; // m³/s (air: free air delivery)
export const FO_MASS_FLOW: i32 = 3; // kg/s
export const FO_VELOCITY_IN: i32 = 4; // m/s
export const FO_VELOCITY_OUT: i32 = 5; // m/s
export const FO_REYNOLDS: i32 = 6;
export const FO_FRICTION: i32 = 7; // Darcy λ
export const FO_HYDRAULIC_DIAMETER: i32 = 8; // m
export const FO_AREA: i32 = 9; // m², free flow area
export const FO_COUNT: i32 = 10; // profile points
export const FO_HEADER: i32 = 12;
