// The message of the day that an admin can show signed-in users once, in their language, until they close it.
import type { Motd, MotdText } from '@cla/domain/api';
import { keepFocusInside } from '../components/dialog.tsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { callRoute } from '../lib/api-routes.ts';
import { FormattedMessage, useIntl, type MessageId } from '../lib/intl.tsx';
import { useSession } from '../lib/session.tsx';
import styles from './motd-dialog.module.css';

/** Local storage key holding the sequence id of the last message of the day the user closed. */
export const MOTD_STORAGE_KEY = 'motdSeqId';

function parseMotd(data: unknown): Motd {
  const { keyPrefix, seqId, enable, texts } = (data ?? {}) as Partial<Record<keyof Motd, unknown>>;
  if (typeof keyPrefix !== 'string' || typeof seqId !== 'number' || typeof enable !== 'boolean') {
    throw new TypeError('not a message of the day');
  }
  return typeof texts === 'object' && texts !== null ? { keyPrefix, seqId, enable, texts: texts as Motd['texts'] } : { keyPrefix, seqId, enable };
}

/** The admin's text in the user's language, else in English; undefined when there is none (the catalogue's then). */
export function motdTextFor(motd: Motd, locale: string): MotdText | undefined {
  const usable = (text: MotdText | undefined): text is MotdText => typeof text?.message === 'string' && text.message.trim() !== '';
  const own = motd.texts?.[locale as keyof NonNullable<Motd['texts']>];
  if (usable(own)) return own;
  const english = motd.texts?.en;
  return usable(english) ? english : undefined;
}

function storedSeqId(): string | null {
  try {
    return localStorage.getItem(MOTD_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The message of the day, for signed-in users: opens when the server's message is enabled and its
 * sequence id differs from the one stored locally; OK stores it. Title and message come from the
 * catalogues (`{keyPrefix}.title`, `{keyPrefix}.message`; the message may hold <b> and <p>).
 */
export function MotdDialog(): ReactNode {
  const session = useSession();
  const intl = useIntl();
  const [motd, setMotd] = useState<Motd>();
  const dialog = useRef<HTMLDialogElement>(null);
  const signedIn = session.status === 'signedIn';

  useEffect(() => {
    if (!signedIn) return undefined;
    const controller = new AbortController();
    callRoute('GET /api/motd', { parse: parseMotd, signal: controller.signal }).then(
      (answer) => {
        if (answer.enable && storedSeqId() !== String(answer.seqId)) setMotd(answer);
      },
      (error: unknown) => console.warn('No message of the day', error),
    );
    return () => controller.abort();
  }, [signedIn]);

  useEffect(() => {
    const element = dialog.current;
    if (motd && element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
  }, [motd]);

  if (!motd || !signedIn) return null;
  const id = (suffix: string): MessageId => {
    const candidate = `${motd.keyPrefix}.${suffix}`;
    return (candidate in intl.messages ? candidate : `motd.${suffix}`) as MessageId;
  };
  const close = (): void => {
    try {
      localStorage.setItem(MOTD_STORAGE_KEY, String(motd.seqId));
    } catch {
      // Private mode: the message shows again next time, which is harmless.
    }
    dialog.current?.close();
    setMotd(undefined);
  };
  const own = motdTextFor(motd, intl.locale);
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="motd-title" onCancel={close} onKeyDown={keepFocusInside}>
      <h2 id="motd-title" className={styles.title}>
        {own ? own.title || <FormattedMessage id="motd.title" /> : <FormattedMessage id={id('title')} />}
      </h2>
      <div className={styles.body}>
        {own ? (
          own.message.split(/\n\s*\n/).map((paragraph, index) => <p key={index}>{paragraph}</p>)
        ) : (
          <FormattedMessage
            id={id('message')}
            values={{ b: (chunks) => <strong>{chunks}</strong>, p: (chunks) => <p>{chunks}</p> }}
          />
        )}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.ok} onClick={close} autoFocus>
          <FormattedMessage id="motd.ok" />
        </button>
      </div>
    </dialog>
  );
}
