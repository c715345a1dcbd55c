// The messages the web app and its simulation engine worker exchange: calculations, flows, trajectories and studies' batches, and answers.
import type {
  CalculateRequest, CalculateResponse, FlowRequest, FlowResponse, ScalarOptions, ScalarResponse, TrajectoryInput, TrajectorySolution,
} from '@cla/engine';

/** Messages from the engine client to the engine host (the worker, or the in-thread fallback). */
export type EngineHostMessage =
  | { type: 'calculate'; id: number; request: CalculateRequest }
  | { type: 'flow'; id: number; request: FlowRequest }
  | { type: 'trajectory'; id: number; request: TrajectoryInput }
  /** a batch of runs answering their scalars (a study's runs: one message for many) */
  | { type: 'scalars'; id: number; requests: CalculateRequest[]; options: ScalarOptions };

/** Messages from the engine host back to the client; every `calculate` gets exactly one answer. */
export type EngineClientMessage =
  | { type: 'result'; id: number; response: CalculateResponse | FlowResponse | TrajectorySolution | ScalarResponse[] }
  /** Dropped unanswered because a newer request arrived before it started. */
  | { type: 'skipped'; id: number }
  /** The engine could not load, or trapped (a bug: bad input never throws). */
  | { type: 'error'; id: number; message: string };
