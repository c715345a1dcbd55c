import { MAX_COF, MAX_EXPANDED_ROWS, MAX_SEARCH_DISTANCE } from '@cla/engine';
import { describe, expect, it } from 'vitest';
import { SETTINGS_LIMITS } from './settings.js';
import { COF_LIMITS } from './stretches.js';
import { TRAJECTORY_LIMITS } from './trajectory.js';

describe('the limits the engine sets', () => {
  it('allow as far a search as the engine accepts, no further', () => {
    expect(SETTINGS_LIMITS.maxDistance).toBe(MAX_SEARCH_DISTANCE);
  });

  it('allow as high a coefficient of friction as the engine accepts, no higher', () => {
    expect(COF_LIMITS.max).toBe(MAX_COF);
  });

  it('let the loops repeat as many rows as the engine expands, no more', () => {
    expect(TRAJECTORY_LIMITS.maxExpandedRows).toBe(MAX_EXPANDED_ROWS);
  });
});
