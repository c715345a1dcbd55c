// The entity tags and cache headers of a section, one per way of reading it.
import { createHash } from 'node:crypto';

import type { Section, SharedSection } from '@cla/domain/api';
import type { Response } from 'express';

import { PRIVATE_CACHE_CONTROL } from '../../http/private-answers.js';

/**
 * The entity tags and cache headers of a section, one per way of reading it, so that no answer of one reader's view
 * ever revalidates another's:
 *
 * - **the owner's view** (`GET`/`PATCH /api/section/{id}`, admins too): a strong tag from the version, `"7"`, with a
 *   digest of the share token when the section is shared, `"7.Xy3…"` (starting or stopping sharing changes the
 *   answer's `shareToken` but not the version, so the tag must change with it). `If-Match` names the version: the
 *   digest is not compared, sharing changes nothing a save writes over.
 * - **the link's view** (`GET /api/section/share/{token}`, no owner, project, version or token; the latest studies): a
 *   weak tag `W/"shared.<digest of the answer>"`, never one `If-Match` accepts.
 *
 * Both are `Cache-Control: private, no-cache`: no shared cache (a proxy) keeps an owner's section or a link that
 * may be stopped, and a browser asks again each time (a 304 when nothing changed). The owner's view varies with
 * who asks (`Vary: Cookie, Authorization`).
 */
export const SECTION_CACHE_CONTROL = PRIVATE_CACHE_CONTROL;

/** The characters of the share token's digest in the owner's tag (72 bits: two tokens of a section never meet). */
const TOKEN_DIGEST_LENGTH = 12;

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/** The owner's tag: `"<version>"`, or `"<version>.<token digest>"` while the section is shared. */
export function ownerEtagOf(section: Pick<Section, 'version' | 'shareToken'>): string {
  return section.shareToken ? `"${section.version}.${digest(section.shareToken).slice(0, TOKEN_DIGEST_LENGTH)}"` : `"${section.version}"`;
}

/** The link's tag: weak, from the answer itself (what the link shows changes with the section and its studies). */
export function sharedEtagOf(view: SharedSection): string {
  return `W/"shared.${digest(JSON.stringify(view))}"`;
}

/** Sets the owner's view's tag and cache headers on the answer. */
export function answerOwnerView(response: Response, section: Section): Section {
  response.setHeader('ETag', ownerEtagOf(section));
  response.setHeader('Cache-Control', SECTION_CACHE_CONTROL);
  response.vary('Cookie');
  response.vary('Authorization');
  return section;
}

/** Sets the link's view's tag and cache headers on the answer. */
export function answerSharedView(response: Response, view: SharedSection): SharedSection {
  response.setHeader('ETag', sharedEtagOf(view));
  response.setHeader('Cache-Control', SECTION_CACHE_CONTROL);
  return view;
}
