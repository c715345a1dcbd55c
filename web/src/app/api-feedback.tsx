import { useEffect, type ReactNode } from 'react';
import { apiClient } from '../lib/api-client.ts';
import { useIntl } from '../lib/intl.tsx';
import { useToasts } from '../lib/toasts.ts';

/** One 'no response' toast at a time: another within this delay is not shown. */
const REPEAT_AFTER_MS = 5000;

/** Tells the user, once, when the server does not answer at all ('No response from the server, please try later.'). */
export function ApiFeedback(): ReactNode {
  const intl = useIntl();
  const { show } = useToasts();
  useEffect(() => {
    let lastShown = 0;
    return apiClient.observe({
      onEnd(error) {
        if (error?.kind !== 'network') return;
        const now = Date.now();
        if (now - lastShown < REPEAT_AFTER_MS) return;
        lastShown = now;
        show({ variant: 'danger', title: intl.formatMessage({ id: 'error.noResponse' }), timeoutMs: 8000 });
      },
    });
  }, [intl, show]);
  return null;
}
