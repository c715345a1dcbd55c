/**
 * Names the duct stretch of the messages that speak of one (`E_DUCT_PRESSURE`): the engine reports where, the door
 * knows which stretch lies there from the request's route (the trajectory solution's stretch of each row).
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
  const stretch = stretches.find((s) => s.id === id) ?? stretches[0];
  return stretch?.stretchName || stretch?.id || '';
}

/** The response with `params.stretch` (and the sentence) on each message that names a stretch; the same object when none. */
export function withStretchNames<R extends Pick<CalculateResponse, 'messages'>>(response: R, request: CalculateRequest, solve: (input: TrajectoryInput) => TrajectorySolution): R {
  if (!response.messages.some((message) => STRETCH_CODES.has(message.code))) return response;
  const solution = solve({ trajectory: request.data.trajectory, stretches: request.data.stretches });
  const named = (message: CalculateResponse['messages'][number]): CalculateResponse['messages'][number] => {
    if (!STRETCH_CODES.has(message.code)) return message;
    const def = Object.values(ENGINE_MESSAGES).find((candidate) => candidate.code === message.code);
    const params = { ...(message.params as Record<string, string | number>), stretch: stretchAt(request, solution, Number(message.params?.['position'] ?? 0)) };
    return def ? formatMessage(def.code, def.level, def.title, def.text, params) : { ...message, params };
  };
  return { ...response, messages: response.messages.map(named) };
}
