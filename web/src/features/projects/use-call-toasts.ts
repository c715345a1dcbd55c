// Tells the user how a change on the projects pages went (saved, deleted, failed) with toasts, and offers Retry.
import { useCallback } from 'react';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { useIntl, type MessageId } from '../../lib/intl.tsx';
import { useToasts } from '../../lib/toasts.ts';

/** Delay before a retry from a toast runs (docs/product.md#defaults-and-limits). */
export const RETRY_DELAY_MS = 200;

export interface CallToasts {
  /** Title of the toast on success; none when omitted. */
  success?: MessageId;
  /** Title of the toast on failure (its body says why). */
  failure: MessageId;
  /** Offer a Retry action on failure. */
  retry?: boolean;
  /** Runs with the result of every successful attempt, the retries' included. */
  onSuccess?: (result: never) => void;
}

/**
 * Runs a call and tells the user how it went with toasts; a failed call can be retried from its toast
 * (after 200 ms). Resolves with the result, or undefined when it failed (the toast said so).
 */
export function useCallToasts(): <T>(call: () => Promise<T>, toasts: CallToasts, onFailure?: (error: unknown) => void) => Promise<T | undefined> {
  const intl = useIntl();
  const { show } = useToasts();
  return useCallback(
    <T,>(call: () => Promise<T>, toasts: CallToasts, onFailure?: (error: unknown) => void): Promise<T | undefined> => {
      const attempt = async (): Promise<T | undefined> => {
      try {
        const result = await call();
        (toasts.onSuccess as ((value: T) => void) | undefined)?.(result);
        if (toasts.success) show({ variant: 'success', title: intl.formatMessage({ id: toasts.success }) });
        return result;
      } catch (error) {
        onFailure?.(error);
        show({
          variant: 'danger',
          title: intl.formatMessage({ id: toasts.failure }),
          body: apiErrorMessage(intl, error),
          action: toasts.retry
            ? {
                label: intl.formatMessage({ id: 'toast.retry' }),
                run: () => setTimeout(() => void attempt(), RETRY_DELAY_MS),
              }
            : undefined,
        });
        return undefined;
      }
      };
      return attempt();
    },
    [intl, show],
  );
}
