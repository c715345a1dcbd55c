// The machines, compressors and water pumps the equipment sizing study chooses among.
import type { Preset } from '@cla/domain/api';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-errors.ts';
import { useIntl } from '../../../lib/intl.tsx';
import { sectionApi } from '../section-api.ts';
import { machinesAtom } from '../state/atoms.ts';
import { useEditorValue } from '../state/editor-store.tsx';

/**
 * The presets equipment sizing chooses among: the editor's machines (already loaded) and the user's compressors
 * and water pumps, loaded when `active` first becomes true. `error` is a translated sentence.
 */
export function useSizingPresets(active: boolean): { presets: Preset[] | undefined; error: string | undefined } {
  const intl = useIntl();
  const machines = useEditorValue(machinesAtom);
  const [fluids, setFluids] = useState<Preset[]>();
  const [error, setError] = useState<string>();
  const needed = active && fluids === undefined;
  useEffect(() => {
    if (!needed) return;
    const controller = new AbortController();
    Promise.all([sectionApi.presets('compressor', controller.signal), sectionApi.presets('waterPump', controller.signal)]).then(
      ([compressors, pumps]) => {
        setFluids([...compressors, ...pumps]);
        setError(undefined);
      },
      (failure: unknown) => {
        if (!isApiError(failure, 'aborted')) setError(apiErrorMessage(intl, failure));
      },
    );
    return () => controller.abort();
  }, [needed, intl]);
  const presets = fluids && [...machines.pullingMachine, ...machines.pushingMachine, ...fluids];
  return { presets, error };
}
