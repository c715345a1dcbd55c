// The table of the engine's messages by the wasm's code: code, level, English title and text, params and their units.
import type { MessageLevel } from './contract.js';
import { BAR, L_PER_MIN, M_PER_MIN } from './units.js';

/** One message of the wasm: its code, level, English words and params. */
export interface MessageDef {
  code: string;
  level: MessageLevel;
  title: string;
  /** English text; `{name}` placeholders take the params */
  text: string;
  /** names of the wasm record's numeric parameters, in order */
  params: readonly string[];
  /** SI → base unit factor per parameter (default 1), e.g. Pa → bar */
  scale?: readonly number[];
  /** the English text when `param` is negative, where it shows unsigned (the params keep the sign) */
  whenNegative?: { param: string; text: string };
  /**
   * the English text when the force needed exceeds the rating (params `force` and `rating`): a failure at the launch
   * point, where the installation could not start (elsewhere a limit is located where the force reaches its rating)
   */
  beyondRating?: string;
  /**
   * the English text when the installation could not start (the response's `started: false`) with the force at the
   * launch point at the rating, not beyond it (`force` = `rating`, e.g. a back tension equal to the winch's force, a
   * winch of 0 N): moving the cable would need more than the rating
   */
  atRating?: string;
  /**
   * a param the wasm writes only where it applies (0 elsewhere, and left out of the params there); where it is
   * written, `text` follows the message's sentence (floating: the pump's max flow capping the water at a stop)
   */
  optional?: { param: string; text: string };
}

/**
 * Message codes of the wasm (assembly/layout.ts MSG_*), by number. The web app translates by `code`; title and
 * message are the English fallback. Param units: position m, force N, radialForce and limit N/m, length m.
 */
export const ENGINE_MESSAGES: Readonly<Record<number, MessageDef>> = {
  1: {
    code: 'E_PULLING_FORCE',
    level: 'error',
    title: 'Pulling force reached',
    text: 'The winch reaches its pulling force of {force} N at {position} m.',
    params: ['position', 'force', 'rating'],
    beyondRating: 'The installation cannot start: the winch would need {force} N at the launch point ({position} m), more than its pulling force of {rating} N.',
    atRating: 'The installation cannot start: the winch would need more than its pulling force of {rating} N at the launch point ({position} m).',
  },
  2: {
    code: 'E_CABLE_PULLING_FORCE',
    level: 'error',
    title: 'Cable pulling force reached',
    text: 'The cable reaches its maximum pulling force ({force} N) at {position} m.',
    params: ['position', 'force', 'rating'],
    beyondRating: 'The installation cannot start: the cable would be pulled with {force} N at the launch point ({position} m), more than its maximum pulling force of {rating} N.',
    atRating: 'The installation cannot start: the cable would be pulled with more than its maximum pulling force of {rating} N at the launch point ({position} m).',
  },
  3: {
    code: 'E_PUSHING_FORCE',
    level: 'error',
    title: 'Pushing force reached',
    text: 'The pusher reaches its pushing force of {force} N at {position} m.',
    params: ['position', 'force', 'rating', 'maxWaterFlow'],
    scale: [1, 1, 1, 1 / L_PER_MIN],
    // floating: the pump's max flow caps the water where the pusher stops it (W_WATER_FLOW_LIMIT): the pump binds too
    optional: { param: 'maxWaterFlow', text: ' The water flow there is capped by the pump’s maximum flow of {maxWaterFlow} l/min: the pump binds too.' },
    beyondRating: 'The installation cannot start: the pusher would need {force} N at the launch point ({position} m), more than its pushing force of {rating} N.',
    atRating: 'The installation cannot start: the pusher would need more than its pushing force of {rating} N at the launch point ({position} m).',
    // a negative force is the pusher holding the cable back at its rating (as the web's translations say it)
    whenNegative: {
      param: 'force',
      text: 'The pusher can no longer hold the cable back at {position} m: the cable’s weight down the slope (or the fluid’s drive) would take more than its rated {force} N.',
    },
  },
  4: {
    code: 'E_CABLE_PUSHING_FORCE',
    level: 'error',
    title: 'Cable pushing force reached',
    text: 'The cable reaches its maximum pushing force ({force} N) at {position} m.',
    params: ['position', 'force', 'rating', 'maxWaterFlow'],
    scale: [1, 1, 1, 1 / L_PER_MIN],
    // floating: as E_PUSHING_FORCE (the cable's pushing limit where it caps the pusher's force)
    optional: { param: 'maxWaterFlow', text: ' The water flow there is capped by the pump’s maximum flow of {maxWaterFlow} l/min: the pump binds too.' },
    beyondRating: 'The installation cannot start: the cable would be pushed with {force} N at the launch point ({position} m), more than its maximum pushing force of {rating} N.',
    atRating: 'The installation cannot start: the cable would be pushed with more than its maximum pushing force of {rating} N at the launch point ({position} m).',
  },
  5: {
    code: 'W_SIDEWALL',
    level: 'warning',
    title: 'Radial force too high',
    text: 'The radial force reaches {radialForce} N/m in the bend at {position} m, above the cable limit of {limit} N/m.',
    params: ['position', 'radialForce', 'limit'],
  },
  6: {
    code: 'E_METHOD_NOT_AVAILABLE',
    level: 'error',
    title: 'Laying method not available',
    text: 'The engine cannot simulate this laying method yet.',
    params: ['method'],
  },
  7: {
    code: 'I_MAX_DISTANCE_CAPPED',
    level: 'info',
    title: 'Maximum distance capped',
    text: 'The cable would go further than the {maxDistance} m searched.',
    params: ['maxDistance'],
  },
  8: {
    code: 'W_JAM_RATIO',
    level: 'warning',
    title: 'Risk of jamming',
    text: 'The jam ratio of the three cables is {jamRatio}, in the range where cables jam (2.6 to 3.1).',
    params: ['jamRatio'],
  },
  9: {
    code: 'E_INVALID_PARAMS',
    level: 'error',
    title: 'Invalid parameters',
    text: 'data.xend: xlaunch + xend must be less than the route length ({length} m).',
    params: ['length'],
  },
  10: {
    code: 'I_PUSHPULL_SPLIT',
    level: 'info',
    title: 'Pusher and winch share',
    text: 'At the end the pusher gives {pushForce} N and the winch {pullForce} N (pusher share {pusherShare}).',
    params: ['pushForce', 'pullForce', 'pusherShare'],
  },
  11: {
    code: 'W_BEND_RADIUS',
    level: 'warning',
    title: 'Curve tighter than the cable allows',
    text: 'The curve at {position} m has a radius of {radius} m, below the cable minimum bending radius of {minRadius} m.',
    params: ['position', 'radius', 'minRadius'],
  },
  12: {
    code: 'I_ROLLER_FORCE',
    level: 'info',
    title: 'Force per roller',
    text: 'The highest force per roller is {force} N, in the curve on rollers at {position} m (rollers {rollerDistance} m apart).',
    params: ['position', 'force', 'rollerDistance'],
  },
  13: {
    code: 'W_AIR_FLOW_LIMIT',
    level: 'warning',
    title: 'Compressor flow too small',
    text: 'The duct would take more than the compressor\'s {maxAirFlow} l/min of free air: the inlet pressure falls to {pressure} bar (lowest, with the head at {position} m).',
    params: ['maxAirFlow', 'pressure', 'position'],
    scale: [1 / L_PER_MIN, 1 / BAR, 1],
  },
  14: {
    code: 'I_AIR_PRESSURE_CAPPED',
    level: 'info',
    title: 'Air pressure capped',
    text: 'The air pressure of {airPressure} bar is capped at {pressure} bar by {cappedBy}.',
    params: ['airPressure', 'pressure', 'binding', 'cappedBy', 'stretch'], // binding: −1 compressor, else a stretch's index; stretch-names.ts adds the rest
    scale: [1 / BAR, 1 / BAR, 1],
  },
  15: {
    code: 'I_AIR_CONSUMPTION',
    level: 'info',
    title: 'Air consumption',
    text: 'The installation uses {airQuantity} m³ of free air; the flow peaks at {maxAirFlow} l/min and ends at {endAirFlow} l/min.',
    params: ['airQuantity', 'maxAirFlow', 'endAirFlow'],
    scale: [1, 1 / L_PER_MIN, 1 / L_PER_MIN],
  },
  16: {
    code: 'I_HEAD_FORCE',
    level: 'info',
    title: 'Pull of the cable head',
    text: 'At the end the head pulls with {force} N (pressure drop {pressureDrop} bar over it); the tension in the cable there is {tension} N.',
    params: ['force', 'pressureDrop', 'tension'],
    scale: [1, 1 / BAR, 1],
  },
  17: {
    code: 'W_WATER_FLOW_LIMIT',
    level: 'warning',
    title: 'Pump flow too small',
    text: 'The duct would take more than the pump\'s {maxWaterFlow} l/min of water: the inlet pressure falls to {pressure} bar (lowest, with the head at {position} m).',
    params: ['maxWaterFlow', 'pressure', 'position'],
    scale: [1 / L_PER_MIN, 1 / BAR, 1],
  },
  18: {
    code: 'I_WATER_PRESSURE_CAPPED',
    level: 'info',
    title: 'Water pressure capped',
    text: 'The water pressure of {waterPressure} bar is capped at {pressure} bar by the pump or by the duct maximum pressure with the static head (binding at {position} m).',
    params: ['waterPressure', 'pressure', 'position'],
    scale: [1 / BAR, 1 / BAR, 1],
  },
  19: {
    code: 'I_WATER_CONSUMPTION',
    level: 'info',
    title: 'Water consumption',
    text: 'The installation uses {waterQuantity} m³ of water (filling {fillVolume} m³ of it); the flow peaks at {maxWaterFlow} l/min.',
    params: ['waterQuantity', 'fillVolume', 'maxWaterFlow'],
    scale: [1, 1, 1 / L_PER_MIN],
  },
  20: {
    code: 'W_PUMP_SPEED_LIMIT',
    level: 'warning',
    title: 'Pump flow limits the speed',
    text: 'The water moves with the cable: the pump\'s {maxWaterFlow} l/min allow at most {speed} m/min.',
    params: ['maxWaterFlow', 'speed'],
    scale: [1 / L_PER_MIN, 1 / M_PER_MIN],
  },
  21: {
    code: 'E_WATER_PRESSURE',
    level: 'error',
    title: 'Water pressure reached',
    text: 'Moving the cable further than {position} m needs more water pressure than the {available} bar the pump gives at the inlet (the water pressure set, within the pump’s and the ducts’ ratings): {pressure} bar there.',
    params: ['position', 'pressure', 'available'],
    scale: [1, 1 / BAR, 1 / BAR],
  },
  22: {
    code: 'I_FREEFLOATING',
    level: 'info',
    title: 'FreeFloating pressures',
    text: 'At the end the inlet needs {pressure} bar; each pig holds {pigPressureDrop} bar and the front shuttle pulls with {frontForce} N.',
    params: ['pressure', 'pigPressureDrop', 'frontForce'],
    scale: [1 / BAR, 1 / BAR, 1],
  },
  23: {
    code: 'E_CABLE_TOO_LONG',
    level: 'error',
    title: 'Cable longer than the route',
    text: 'xRearPig + cableLength must be less than the target at {target} m.',
    params: ['target'],
  },
  24: {
    code: 'I_WATER_SPEED',
    level: 'info',
    title: 'Water speed',
    text: 'At the end the water moves at {waterSpeed} m/min along the cable, which moves at {cableSpeed} m/min (the drag reverses where the cable is faster).',
    params: ['waterSpeed', 'cableSpeed'],
    scale: [1 / M_PER_MIN, 1 / M_PER_MIN],
  },
  25: {
    code: 'I_PIG_PULL_CAPPED',
    level: 'info',
    title: 'Pig pull held at the set pulling force',
    text: 'The water would make the pig pull harder than the set {force} N: the inlet pressure is lowered to {pressure} bar (lowest, with the head at {position} m).',
    params: ['force', 'pressure', 'position'],
    scale: [1, 1 / BAR, 1],
  },
  26: {
    code: 'W_SPEED_REDUCED',
    level: 'warning',
    title: 'Pusher slows the cable',
    text: 'From {position} m the pusher would exceed its force at the set speed: it slows the cable, to {speed} m/min at the slowest ({lowestAt} m). Slower, the water helps more (floating: the drag of water slower than the cable brakes it less; water push-pull: the column behind the pig loses less, the pig pulls more).',
    params: ['position', 'speed', 'lowestAt'],
    scale: [1, 1 / M_PER_MIN, 1],
  },
  27: {
    code: 'W_SLACK_CABLE',
    level: 'warning',
    title: 'Cable without tension',
    text: 'The cable carries no tension from {position} m to {endPosition} m ({length} m in all): down the slope its weight drives it more than friction holds it, so it runs slack and must be fed there (a cable cannot push).',
    params: ['position', 'endPosition', 'length'],
  },
  28: {
    code: 'W_HOLD_BACK_PRESSURE',
    level: 'warning',
    title: 'Pressure lowered for the pusher to hold the cable back',
    text: 'The fluid would drive the cable harder than the pusher can hold it back with its {force} N: the inlet pressure is lowered to {pressure} bar (lowest, with the head at {position} m).',
    params: ['force', 'pressure', 'position'],
    scale: [1, 1 / BAR, 1],
  },
  29: {
    code: 'W_COLUMN_SEPARATED',
    level: 'warning',
    title: 'Water column separates',
    text: 'From {position} m the water pressure would fall below the vapour pressure of water: the column separates there over {length} m of the route and the pressure is held at {pressure} bar.',
    params: ['position', 'pressure', 'length'],
    scale: [1, 1 / BAR, 1],
  },
  30: {
    code: 'I_BACK_PRESSURE',
    level: 'info',
    title: 'Back pressure at the exit',
    text: 'Down the slope the water would have to pull the cable back: a valve at the exit holds up to {pressure} bar (head at {position} m; {endPressure} bar at the end) so that no water in the pipe falls below atmospheric pressure.',
    params: ['pressure', 'position', 'endPressure'],
    scale: [1 / BAR, 1, 1 / BAR],
  },
  33: {
    code: 'E_WATER_CREST',
    level: 'error',
    title: 'Water cannot pass a crest',
    text: 'The water must be lifted over the crest at {position} m: that takes {pressure} bar at the inlet, and {available} bar are available. Beyond it the column separates and the cable would be pushed dry.',
    params: ['position', 'pressure', 'available'],
    scale: [1, 1 / BAR, 1 / BAR],
  },
  34: {
    code: 'E_DUCT_PRESSURE',
    level: 'error',
    title: 'Duct max pressure exceeded',
    text: 'The water would hold {pressure} bar in the duct at {position} m, more than the max pressure of the duct stretch {stretch} ({maxPressure} bar).',
    // `stretch`: the stretch's name, put in by the door from the request's route (stretch-names.ts)
    params: ['position', 'pressure', 'maxPressure', 'stretch'],
    scale: [1, 1 / BAR, 1 / BAR],
  },
  32: {
    code: 'W_HEAD_COMPRESSED',
    level: 'warning',
    title: 'Cable compressed at the winch',
    text: 'The stiff cable arrives at the head ({position} m) compressed by {force} N: its weight pushes it down the slope, the winch pulls nothing (0 N) and the cable must be held back.',
    params: ['position', 'force'],
  },
  35: {
    code: 'I_SPEED_CAPPED',
    level: 'info',
    title: 'Laying speed capped',
    text: 'The laying speed of {layingSpeed} m/min is above the machine’s maximum: the cable is laid at {speed} m/min.',
    params: ['layingSpeed', 'speed'],
    scale: [1 / M_PER_MIN, 1 / M_PER_MIN],
  },
  36: {
    code: 'W_PUMP_SLOWS_CABLE',
    level: 'warning',
    title: 'Pump pressure slows the cable',
    text: 'From {position} m the water column behind the pig needs more than the pump’s pressure at the set speed (its friction grows with the speed): the pump’s flow falls and the pig, and the pusher with it, slow the cable, to {speed} m/min at the slowest ({lowestAt} m).',
    params: ['position', 'speed', 'lowestAt'],
    scale: [1, 1 / M_PER_MIN, 1],
  },
  40: {
    code: 'I_LOCK_UP',
    level: 'info',
    title: 'Cable locks up',
    text: 'The cable locks up at {position} m (helical buckling): the push force needed grows without bound, a pusher ten times stronger would add less than 1 % to the distance.',
    params: ['position'],
  },
};
