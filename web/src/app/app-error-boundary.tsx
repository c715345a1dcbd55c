// Catches a page that crashes and shows the error page instead; reloads once when a new deployment broke the page's code.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '../components/error-page.tsx';
import { isApiError } from '../lib/api-client.ts';
import { apiErrorMessage } from '../lib/api-errors.ts';
import { config } from '../lib/config.ts';
import { useIntl } from '../lib/intl.tsx';

/** Key in session storage of the last reload made to recover from a failed chunk download. */
const CHUNK_RELOAD_KEY = 'chunkReloadAt';
/** At most one such reload a minute (docs/product.md#defaults-and-limits), so a broken deployment cannot loop. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** True for the errors browsers raise when a lazily loaded chunk cannot be fetched (a new deployment). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch dynamically|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads the page for a chunk failure unless one was tried less than a minute ago; true when it reloads. */
export function reloadForChunkError(now = Date.now(), storage: Storage = sessionStorage, reload = () => window.location.reload()): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}

function ErrorView({ error }: { error: unknown }): ReactNode {
  const intl = useIntl();
  const status = isApiError(error, 'http') ? error.status : 500;
  const title =
    status === 403
      ? intl.formatMessage({ id: 'error.forbidden' })
      : status === 404
        ? intl.formatMessage({ id: 'notFound.title' })
        : intl.formatMessage({ id: 'error.unexpected' });
  // A server error in the user's language (by its code, then its status), never the server's own text; a
  // programming error's text only for developers.
  const message = isApiError(error) ? apiErrorMessage(intl, error) : config.appEnv === 'dev' && error instanceof Error ? error.message : undefined;
  const stack = config.appEnv === 'dev' && error instanceof Error ? error.stack : undefined;
  return <ErrorPage status={status} title={title} message={message} stack={stack} />;
}

/** Shown when the error page itself fails: no catalogue may be available, so both texts have an English fallback. */
function LastResort(): ReactNode {
  let text = 'An error occurred while showing the error page';
  let home = 'Go back to home';
  try {
    const intl = useIntl();
    text = intl.formatMessage({ id: 'error.errorPageFailed' });
    home = intl.formatMessage({ id: 'error.backHome' });
  } catch {
    // keep the English text
  }
  return (
    <section role="alert" style={{ padding: 24 }}>
      <p>{text}</p>
      <a href="/">{home}</a>
    </section>
  );
}

class Boundary extends Component<{ fallback: (error: unknown) => ReactNode; resetKey?: string; children?: ReactNode }, { error: unknown; key?: string | undefined }> {
  override state: { error: unknown; key?: string | undefined } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: { resetKey?: string },
    state: { error: unknown; key?: string | undefined },
  ): { error: unknown; key?: string | undefined } | null {
    // Navigating elsewhere clears the error.
    if (props.resetKey !== state.key) return { error: undefined, key: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled error in the page', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : this.props.fallback(this.state.error);
  }
}

/**
 * Catches what a page throws: a failed chunk download reloads the page (at most once a minute); anything
 * else shows the error page; if the error page fails too, a last plain message with a link home.
 */
export function AppErrorBoundary({ resetKey, children }: { resetKey?: string; children?: ReactNode }): ReactNode {
  return (
    <Boundary
      {...(resetKey !== undefined && { resetKey })}
      fallback={(error) => {
        if (isChunkLoadError(error) && reloadForChunkError()) return null;
        return (
          <Boundary fallback={() => <LastResort />}>
            <ErrorView error={error} />
          </Boundary>
        );
      }}
    >
      {children}
    </Boundary>
  );
}
