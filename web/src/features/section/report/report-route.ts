// Draws the section's route for the report's plan view, without cancelling the editor's live result.
import type { CalculateRequest, TrajectorySolution } from '@cla/engine';
import { createEngineClient } from '../../../lib/engine-client.ts';

/**
 * The route of the section as the engine's trajectory solver draws it (for the report's plan view), on an
 * engine client of its own so that the live run is not cancelled; undefined when there is no route or the
 * solver fails (the report is then made without the plan).
 */
export async function solveRoute(data: CalculateRequest['data']): Promise<TrajectorySolution['route'] | undefined> {
  if (data.trajectory.rows.length === 0) return undefined;
  const client = createEngineClient();
  try {
    return (await client.solveTrajectory({ trajectory: data.trajectory, stretches: data.stretches })).route;
  } catch (error) {
    console.warn('The trajectory solver failed; the report is made without the plan view', error);
    return undefined;
  } finally {
    client.dispose();
  }
}
