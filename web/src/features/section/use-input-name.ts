// A section input's name for the user ('Outer diameter (Cable tab)') in their language, to say which inputs are missing.
import { useCallback } from 'react';
import { inputName } from '../../lib/input-name.ts';
import { useIntl } from '../../lib/intl.tsx';

/** {@link inputName} in the user's language. */
export function useInputName(): (path: string) => string {
  const intl = useIntl();
  return useCallback((path) => inputName(intl, path), [intl]);
}
