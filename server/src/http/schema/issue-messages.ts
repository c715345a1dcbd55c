// The messages of the request schemas, from the server's catalogue, found again in the user's language.

import { type MessageKey, msg, type Text, translate } from '../../i18n/messages.js';
import { setIssueWording } from '@cla/domain/contracts';
import { LANGUAGES } from '../../i18n/language.js';

/**
 * The messages of the request schemas, from the server's catalogue. A schema's `error:` option (and a refinement's
 * `addIssue` message) is a string, which is what zod hands back: `issue(key, params)` gives that string, the English
 * text of the catalogue's message, and remembers which {@link Text} it came from, so that `fieldIssuesOf` can answer
 * it in the user's language. The schemas are built once, when their modules load, so the registry is small and
 * complete before the first request. The schemas of `@cla/domain/contracts` carry catalogue keys only: the wording
 * installed below gives them the same English texts, registered the same way.
 */
const REGISTERED = new Map<string, Text>();

/** English texts registered from two messages that other languages word differently (a test keeps it empty). */
const CONFLICTS: string[] = [];

/** The English text of the catalogue's `key` with `params`, registered as the message of a schema issue. */
export function issue(key: MessageKey, params?: Text['params']): string {
  const text = msg(key, params);
  const english = translate(text, 'en');
  const known = REGISTERED.get(english);
  if (known === undefined) {
    REGISTERED.set(english, text);
  } else if (LANGUAGES.some((language) => translate(known, language) !== translate(text, language))) {
    CONFLICTS.push(english);
  }
  return english;
}

/** The {@link Text} an issue message was registered from (`issue`), else `undefined`. */
export function registeredText(message: string): Text | undefined {
  return REGISTERED.get(message);
}

/** Every registered message and its text (for tests). */
export function registeredIssues(): ReadonlyMap<string, Text> {
  return REGISTERED;
}

/** The English texts registered twice with different translations (for tests). */
export function issueConflicts(): readonly string[] {
  return CONFLICTS;
}

/**
 * A refinement's issue from the catalogue, for `ctx.addIssue(customIssue(['csv'], 'issue.csvLine', { … }))`: its
 * message is the English text and its `params.text` the {@link Text}, so a message made while parsing (a line
 * number, a value) is answered in the user's language without filling the registry.
 */
export function customIssue(path: PropertyKey[], key: MessageKey, params?: Text['params']): { code: 'custom'; path: PropertyKey[]; message: string; params: { text: Text } } {
  const text = msg(key, params);
  return { code: 'custom', path, message: translate(text, 'en'), params: { text } };
}

/**
 * The wording of the contract schemas' messages (`@cla/domain/contracts`): a text a schema holds is registered like
 * {@link issue}'s (every one of them as soon as this module loads), a text worded by a failing parse is its English.
 */
setIssueWording((text, remember) => (remember ? issue(text.key as MessageKey, text.params as Text['params']) : translate(text as Text, 'en')));
