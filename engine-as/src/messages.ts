// The engine's messages in English words (warnings, limits reached, refused requests) and how a force limit's message reads.
import type { MessageLevel, SimulationMessage } from './contract.js';
import { ENGINE_MESSAGES } from './message-table.js';

export { ENGINE_MESSAGES, type MessageDef } from './message-table.js';

/** True when a force limit's message says the force needed exceeds its rating: the installation could not start. */
export function beyondRating(params: Readonly<Record<string, unknown>> | undefined): boolean {
  const force = Number(params?.['force']);
  const rating = Number(params?.['rating']);
  return rating >= 0 && force > rating * (1 + 1e-9);
}

/** A message as a result keeps it: enough to tell what it says of the start. */
export interface OutcomeMessage {
  code: string;
  level: string;
  params?: Readonly<Record<string, unknown>> | undefined;
}

/** A force limit's message saying the force needed at the launch point exceeds its rating: the cable could not start. */
export function startRefused(message: OutcomeMessage): boolean {
  return message.level === 'error' && FORCE_LIMIT_CODES.has(message.code) && beyondRating(message.params);
}

/**
 * Whether a result's cable moved (the response's `started`): its own `started`; a result kept from before the
 * engine said it (a saved result) is read from its messages — a success moved, a failure did not only where a force
 * limit's message says the force needed at the launch point exceeds its rating, a run refused at the door did not
 * (an `exceeded` run reached its target: it moved).
 */
export function resultStarted(outcome: { status: string; started?: boolean | null | undefined; messages: readonly OutcomeMessage[] }): boolean {
  if (typeof outcome.started === 'boolean') return outcome.started;
  if (outcome.status !== 'failed') return outcome.status === 'success' || outcome.status === 'exceeded';
  return !outcome.messages.some(startRefused);
}

/**
 * How a force limit's message reads (its params, and whether the cable moved: the response's `started`): `start`
 * beyond its rating (at the launch point, the installation could not start); `atRating` at its rating where the
 * cable never moved (it could not start either: moving it would need more); `back` a pusher holding the cable back
 * (a negative force); `forward` the rating reached on the way.
 */
export function forceLimitCase(params: Readonly<Record<string, unknown>> | undefined, started: boolean): 'start' | 'atRating' | 'back' | 'forward' {
  if (beyondRating(params)) return 'start';
  if (Number(params?.['force']) < 0) return 'back';
  return started ? 'forward' : 'atRating';
}


/** Rounds for display in English fallback text only; params keep full precision. */
function show(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** Each text cut once at its `{name}` placeholders: literal, name, literal, …, literal. */
const textParts = new Map<string, string[]>();

export function formatMessage(
  code: string,
  level: MessageLevel,
  title: string,
  text: string,
  params: Record<string, string | number>,
): SimulationMessage {
  let parts = textParts.get(text);
  if (!parts) {
    parts = text.split(/\{(\w+)\}/);
    // the engine's and the flow's texts are a fixed set; the field texts of invalid params are one text
    if (textParts.size < 256) textParts.set(text, parts);
  }
  let message = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const v = params[parts[i]!];
    message += (typeof v === 'number' ? show(v) : String(v ?? '')) + parts[i + 1]!;
  }
  return { code, level, title, message, params };
}

/** One E_INVALID_PARAMS message for a field path and a rule name. */
export function invalidParams(field: string, rule: string): SimulationMessage {
  return formatMessage('E_INVALID_PARAMS', 'error', 'Invalid parameters', '{field}: {rule}', { field, rule });
}

/** Every simulation message code of the engine with the names of its params (for the translations' checks). */
export const ENGINE_MESSAGE_PARAMS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.values(ENGINE_MESSAGES).map((m) => [m.code, m.params]),
);

/** The force limits' codes: their third param, the rating, tells a launch point the installation could not pass ({@link beyondRating}). */
export const FORCE_LIMIT_CODES: ReadonlySet<string> = new Set(
  Object.values(ENGINE_MESSAGES).filter((m) => m.beyondRating !== undefined).map((m) => m.code),
);
