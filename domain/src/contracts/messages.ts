// The messages of the contract schemas: catalogue keys with their parameters, worded by whoever reads them.
/**
 * The request schemas of `@cla/domain/contracts` give every check a message for a person: a catalogue key and its
 * parameters ({@link IssueText}), not a wording. Zod keeps only a string per issue, so each schema's `error:` is a
 * function that asks the installed wording ({@link setIssueWording}) for that string when a parse fails. The server
 * installs its catalogue (English text, remembered so that the answer can be translated: server
 * `http/schema/issue-messages.ts`); without one (a browser validating a form) the message is the key itself.
 */

/** A placeholder's value: a string, a number, another text, a number with fixed decimals, or a list. */
export type IssueParam = string | number | { readonly fixed: number; readonly digits: number } | { readonly list: readonly IssueParam[] } | IssueText;

/** A message for a person, not yet in any language: a catalogue key (`issue.*`, `what.*`) and its placeholders. */
export interface IssueText {
  readonly key: string;
  readonly params?: Readonly<Record<string, IssueParam>>;
}

/**
 * Turns a text into the message zod keeps (the server: its English text). `remember` is true once for each text a
 * schema holds (so that the server can translate the message back), false when a parse words it.
 */
export type IssueWording = (text: IssueText, remember: boolean) => string;

/** Every text a schema made, so that a wording installed later learns all of them at once. */
const TEXTS: IssueText[] = [];

let wording: IssueWording | undefined;

/** Installs the wording of every schema message; it is handed every text made so far, then each new one. */
export function setIssueWording(next: IssueWording): void {
  wording = next;
  for (const text of TEXTS) next(text, true);
}

/** The message of `text` now: the installed wording's, else the key. */
export function wordingOf(text: IssueText): string {
  return wording === undefined ? text.key : wording(text, false);
}

/** The text of `key` with `params`. */
export function msg(key: string, params?: IssueText['params']): IssueText {
  return params === undefined ? { key } : { key, params };
}

/** A zod `error:` giving the catalogue's `key` with `params`, worded when a parse fails. */
export function issue(key: string, params?: IssueText['params']): () => string {
  const text = msg(key, params);
  TEXTS.push(text);
  wording?.(text, true);
  return () => wordingOf(text);
}

/**
 * A refinement's issue from the catalogue, for `ctx.addIssue(customIssue(['csv'], 'issue.csvLine', { … }))`: its
 * message is the worded text and its `params.text` the {@link IssueText}, so a message made while parsing (a line
 * number, a value) is answered in the user's language without being remembered.
 */
export function customIssue(path: PropertyKey[], key: string, params?: IssueText['params']): { code: 'custom'; path: PropertyKey[]; message: string; params: { text: IssueText } } {
  const text = msg(key, params);
  return { code: 'custom', path, message: wordingOf(text), params: { text } };
}
