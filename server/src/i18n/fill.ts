// Fills a message's {name} placeholders.
/** The values of a message's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Replaces each `{name}` of `template` by `escape(values[name])`; a placeholder without a value stays as it is (so a
 * forgotten value shows, rather than vanishing). Used by the e-mails and the error messages.
 */
export function fill(template: string, values: MessageParams, escape: (value: string) => string = (value) => value): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : escape(String(value));
  });
}
