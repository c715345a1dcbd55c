import { MAX_SEARCH_DISTANCE } from '@cla/engine';
import { describe, expect, it } from 'vitest';
import { SETTINGS_LIMITS } from './settings.js';

describe('the settings limits', () => {
  it('allow as far a search as the engine accepts, no further', () => {
    expect(SETTINGS_LIMITS.maxDistance).toBe(MAX_SEARCH_DISTANCE);
  });
});
