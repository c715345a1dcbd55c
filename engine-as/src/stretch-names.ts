/**
 * Names the duct stretch of the messages that speak of one (`E_DUCT_PRESSURE`): the engine reports where, the door
 * knows which stretch lies there from the request's route (the trajectory solution's stretch of each row); and the
 * component that binds where the engine gives its index (`I_AIR_PRESSURE_CAPPED`: the compressor or a stretch).
 */
import type { CalculateRequest, CalculateResponse, TrajectoryInput, TrajectorySolution } from './contract.js';
import { ENGINE_MESSAGES, formatMessage } from './messages.js';

/** The codes whose `position` lies in a stretch the message names (`params.stretch`). */
const STRETCH_CODES: ReadonlySet<string> = new Set(['E_DUCT_PRESSURE']);

/** The name of the stretch at `position` m along the route as laid (from its far end when calculated backward). */
function stretchAt(request: CalculateRequest, solution: TrajectorySolution, position: number): string {
  const stretches = request.data.stretches;
  const along = request.data.calculateBackward === true ? solution.length - position : position;
  let id: string | null = null;
  for (const row of solution.rows) {
    if (row.length > 0 && row.start <= along + 1e-9) id = row.stretchId;
  }
  return nameOf(stretches.find((s) => s.id === id) ?? stretches[0]);
}

/** A stretch's name (its id when unnamed). */
function nameOf(stretch: CalculateRequest['data']['stretches'][number] | undefined): string {
  return stretch?.stretchName || stretch?.id || '';
}

/** The codes that say which component binds by its index (`params.binding`: -1 the compressor, else a duct stretch). */
const BINDING_CODES: ReadonlySet<string> = new Set(['I_AIR_PRESSURE_CAPPED']);

/** The name of the request's stretch of index `index` (its id when unnamed). */
function stretchNamed(request: CalculateRequest, index: number): string {
  return nameOf(request.data.stretches[index]);
}

/** The params of a message that names its binding component: `cappedBy` (compressor or duct) and the stretch's name. */
function bindingParams(request: CalculateRequest, params: Record<string, string | number>): Record<string, string | number> {
  const index = Number(params['binding'] ?? -1);
  const duct = Number.isInteger(index) && index >= 0;
  return { ...params, cappedBy: duct ? 'duct' : 'compressor', stretch: duct ? stretchNamed(request, index) : '' };
}

/** The English words of `cappedBy` in the engine's own sentence. */
function cappedByWords(params: Record<string, string | number>): string {
  return params['cappedBy'] === 'duct' ? `the max pressure of the duct stretch ${params['stretch']}` : 'the compressor\'s max pressure';
}

/**
 * The response with `params.stretch` (and the sentence) on each message that names a stretch, and the binding
 * component (`cappedBy`, `stretch`) on each that names it by index; the same object when none.
 */
export function withStretchNames<R extends Pick<CalculateResponse, 'messages'>>(response: R, request: CalculateRequest, solve: (input: TrajectoryInput) => TrajectorySolution): R {
  if (!response.messages.some((message) => STRETCH_CODES.has(message.code) || BINDING_CODES.has(message.code))) return response;
  let solution: TrajectorySolution | null = null;
  const named = (message: CalculateResponse['messages'][number]): CalculateResponse['messages'][number] => {
    const def = Object.values(ENGINE_MESSAGES).find((candidate) => candidate.code === message.code);
    const given = message.params as Record<string, string | number>;
    if (BINDING_CODES.has(message.code)) {
      const params = bindingParams(request, given);
      return def ? { ...formatMessage(def.code, def.level, def.title, def.text, { ...params, cappedBy: cappedByWords(params) }), params } : { ...message, params };
    }
    if (!STRETCH_CODES.has(message.code)) return message;
    solution ??= solve({ trajectory: request.data.trajectory, stretches: request.data.stretches });
    const params = { ...given, stretch: stretchAt(request, solution, Number(message.params?.['position'] ?? 0)) };
    return def ? formatMessage(def.code, def.level, def.title, def.text, params) : { ...message, params };
  };
  return { ...response, messages: response.messages.map(named) };
}
