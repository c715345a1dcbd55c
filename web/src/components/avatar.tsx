// The user's avatar in the header: initials and a colour of their own, drawn from their e-mail without any request.
import type { ReactNode } from 'react';
import { avatarBackground } from './avatar-colour.ts';
import styles from './avatar.module.css';

/** Up to two letters from an e-mail's local part: `ada.lovelace@…` → `AL`. */
export function initialsOf(email: string): string {
  const local = email.split('@')[0] ?? '';
  const parts = local.split(/[._\-+]+/).filter((part) => part !== '');
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : local.slice(0, 2);
  return (letters || '?').toUpperCase();
}

/** A stable hue (0–359) from a string (FNV-1a), so each person keeps their colour. */
export function hueOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 360;
}

/**
 * An avatar drawn locally from an e-mail (no request leaves the app); decorative. The initials are drawn by
 * CSS from `data-initials`, so they are not text of the control around it: a button labelled by the user's
 * name keeps its visible text inside its accessible name (WCAG 2.5.3).
 */
export function Avatar({ email, size = 28 }: { email: string; size?: number }): ReactNode {
  return (
    <span
      className={styles.avatar}
      aria-hidden="true"
      data-initials={initialsOf(email)}
      style={{ width: size, height: size, fontSize: size * 0.42, background: avatarBackground(hueOf(email.toLowerCase())) }}
    />
  );
}
