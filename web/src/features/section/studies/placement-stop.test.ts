import { greedyPlacement } from '@cla/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../../../i18n/de.json';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import it_ from '../../../i18n/it.json';
import { placementStopMessage } from './placement-stop.ts';
import { outcomeOfStored } from './study-outcome.ts';

const length = (m: number | null) => `${m} m`;
const text = (messages: Record<string, string>, locale: string, result: Parameters<typeof placementStopMessage>[0]) => {
  const { id, values } = placementStopMessage(result, length);
  return createIntl({ locale, messages }).formatMessage({ id }, values);
};

describe('why a placement stops short of the end', () => {
  it('names a limit no machine removes when that is what stopped it, in every language', () => {
    const stuck = { positions: [300], reaches: [300, 300], stuckAt: 300, stoppedBy: 'limit' as const };
    expect(text(en, 'en', stuck)).toBe('From 300 m the cable reaches the end only past a limit that more machines do not remove (see the limits exceeded in the Results tab).');
    for (const [messages, locale] of [[fr, 'fr'], [de, 'de'], [it_, 'it']] as const) {
      expect(text(messages, locale, stuck)).toContain('300 m');
      expect(text(messages, locale, stuck)).not.toBe(text(messages, locale, { ...stuck, stoppedBy: 'spacing' }));
    }
  });

  it('names the cap of machines when the cap is what stopped it, not the minimum spacing', async () => {
    const capped = await greedyPlacement(0, 10_000, (s) => s + 10);
    expect(capped.stoppedBy).toBe('maxMachines');
    expect(text(en, 'en', capped)).toBe('The cap of 50 machines is reached before the end: from the last one, at 500 m, the cable gets no further than 510 m.');
    for (const [messages, locale] of [[fr, 'fr'], [de, 'de'], [it_, 'it']] as const) {
      const said = text(messages, locale, capped);
      expect(said).toContain('50');
      expect(said).toContain('510 m');
      expect(said).not.toBe(text(messages, locale, { ...capped, stoppedBy: 'spacing' }));
    }
    expect(text(en, 'en', { ...capped, positions: [5] })).toContain('The cap of 1 machine is reached');
  });

  it('names the minimum spacing when it cannot be kept', async () => {
    const stuck = await greedyPlacement(0, 100, (s) => s + 10, { minSpacing: 20 });
    expect(text(en, 'en', stuck)).toBe('No placement keeps this spacing: from 0 m the cable gets less far than the minimum spacing.');
  });

  it('names the bend when the cable stops in one and the allowed position before it breaks the spacing, in every language', async () => {
    const stuck = await greedyPlacement(0, 100, (s) => s + 40, { zones: [{ from: 5, to: 60 }], forceMargin: 0 });
    expect(stuck.stoppedBy).toBe('bend');
    expect(text(en, 'en', stuck)).toBe(
      'No placement keeps clear of the bends: from 5 m the cable stops in a bend or too close to one, and the last allowed position before it breaks the spacing.',
    );
    for (const [messages, locale] of [[fr, 'fr'], [de, 'de'], [it_, 'it']] as const) {
      expect(text(messages, locale, stuck)).toContain('5 m');
      expect(text(messages, locale, stuck)).not.toBe(text(messages, locale, { ...stuck, stoppedBy: 'spacing' }));
    }
  });

  it('reads why from a stored study, a study stored before it was said as stopped by the spacing', () => {
    const result = { machine: 'pusher', positions: [10, 20], reaches: [10, 20, 25], reachesEnd: false, stuckAt: 20 };
    const read = (extra: object) => {
      const outcome = outcomeOfStored({ kind: 'pushers', result: { ...result, ...extra } });
      return outcome?.kind === 'placement' ? outcome.result.stoppedBy : undefined;
    };
    expect(read({ stoppedBy: 'maxMachines' })).toBe('maxMachines');
    expect(read({ stoppedBy: 'limit' })).toBe('limit');
    expect(read({ stoppedBy: 'bend' })).toBe('bend');
    const rules = outcomeOfStored({ kind: 'pushers', result: { ...result, forceMargin: 0.2, bendClearance: 7 } });
    expect(rules?.kind === 'placement' && rules.result).toMatchObject({ forceMargin: 0.2, bendClearance: 7 });
    const before = outcomeOfStored({ kind: 'pushers', result });
    expect(before?.kind === 'placement' && 'forceMargin' in before.result).toBe(false);
    expect(read({})).toBe('spacing');
    expect(read({ reachesEnd: true, stuckAt: null })).toBeNull();
  });
});
