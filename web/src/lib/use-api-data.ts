import { useCallback, useEffect, useState } from 'react';
import { apiClient, isApiError } from './api-client.ts';
import { apiErrorMessage } from './api-errors.ts';
import { useIntl } from './intl.tsx';

/** Loads one API resource (`GET path`, aborted on unmount); `reload` fetches it again. The error is already a translated sentence. */
export function useApiData<T>(path: string): { data: T | undefined; error: string | undefined; reload: () => void; setData: (value: T) => void } {
  const intl = useIntl();
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    apiClient.get<T>(path, { signal: controller.signal }).then(
      (value) => {
        setData(value);
        setError(undefined);
      },
      (failure: unknown) => {
        if (!isApiError(failure, 'aborted')) setError(apiErrorMessage(intl, failure));
      },
    );
    return () => controller.abort();
  }, [path, intl, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, reload, setData };
}
