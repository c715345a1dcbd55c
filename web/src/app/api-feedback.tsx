// What the app tells the user about any failed server call: a 'no response' toast, a step back, a failed session check.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiClient, type ApiCall, type ApiError } from '../lib/api-client.ts';
import { apiErrorMessage } from '../lib/api-errors.ts';
import { useIntl } from '../lib/intl.tsx';
import { useToasts } from '../lib/toasts.ts';

/** One 'no response' toast at a time: another within this delay is not shown. */
const REPEAT_AFTER_MS = 5000;

/** What the app does about a failed call, whoever made it (docs/product.md#errors). */
export type CallFeedback = 'noResponse' | 'noResponseGoBack' | 'sessionCheckFailed' | 'logOnly' | 'none';

/**
 * The global part of the error catalogue: no response → a toast, and back to the previous page when a page's
 * load (a GET) got none and there is an earlier page of the app to return to; a session check (`/api/whoami`)
 * answered with another status than 401/403 → an error toast with the (translated) reason; a cancelled call →
 * only logged. Everything else is the caller's.
 */
export function feedbackFor(error: ApiError | undefined, call: ApiCall, canGoBack: boolean): CallFeedback {
  if (error === undefined) return 'none';
  if (error.kind === 'aborted') return 'logOnly';
  if (error.kind === 'network') return call.method === 'GET' && canGoBack ? 'noResponseGoBack' : 'noResponse';
  if (error.kind === 'http' && call.path === '/api/whoami' && error.status !== 401 && error.status !== 403) return 'sessionCheckFailed';
  return 'none';
}

/** Applies {@link feedbackFor} to every call of the app's client. */
export function ApiFeedback(): ReactNode {
  const intl = useIntl();
  const { show } = useToasts();
  const navigate = useNavigate();
  // the first page of the visit has the key 'default': any other was reached from a page of ours
  const { key } = useLocation();
  const canGoBack = useRef(false);
  useEffect(() => {
    canGoBack.current = key !== 'default';
  }, [key]);
  useEffect(() => {
    let lastShown = 0;
    return apiClient.observe({
      onEnd(error, call) {
        const feedback = feedbackFor(error, call, canGoBack.current);
        if (feedback === 'logOnly') {
          console.info(`Request cancelled: ${call.method} ${call.path}`);
        } else if (feedback === 'sessionCheckFailed' && error) {
          show({ variant: 'danger', title: intl.formatMessage({ id: 'error.unexpected' }), body: apiErrorMessage(intl, error) });
        } else if (feedback === 'noResponse' || feedback === 'noResponseGoBack') {
          // the calls of one page fail together: one toast, and one step back
          const now = Date.now();
          if (now - lastShown < REPEAT_AFTER_MS) return;
          lastShown = now;
          show({ variant: 'danger', title: intl.formatMessage({ id: 'error.noResponse' }), timeoutMs: 8000 });
          if (feedback === 'noResponseGoBack') void navigate(-1);
        }
      },
    });
  }, [intl, show, navigate]);
  return null;
}
