// Renders an e-mail of the catalogue in a language, as text and HTML.
import { fill } from '../../i18n/fill.js';
import { type Language, pickLanguage } from '../../i18n/language.js';
import { MAIL_CATALOGUE, type MailKind } from './mail-catalogue.js';
import type { MailMessage } from './mailer.js';

/** The language of a mail: the recipient's when it is one of ours, else the fallback's, else English. */
export const mailLanguage: (...candidates: readonly (string | null | undefined)[]) => Language = pickLanguage;

/** Escapes a value for HTML text and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[char] ?? ''};`);
}

/** What a template fills in. */
export interface MailValues {
  readonly username: string;
  /** The absolute (or, without `PUBLIC_URL`, root-relative) link of the mail. */
  readonly link: string;
  /** For the licence reminder: the last day of the licence. */
  readonly date?: Date;
  /** For the licence reminder: days left. */
  readonly days?: number;
  /** For a company invitation: the company's name. */
  readonly company?: string;
  /** For a company invitation: who invites. */
  readonly inviter?: string;
}

/**
 * One e-mail of `kind` to `to` in `language`: the subject, the plain text (greeting, paragraphs, the link on a line
 * of its own, paragraphs) and the same as a small HTML document whose interpolated values are all escaped.
 */
export function renderMail(kind: MailKind, language: Language, to: string, values: MailValues): MailMessage {
  const words = MAIL_CATALOGUE[kind][language];
  const strings: Record<string, string> = {
    username: values.username,
    ...(values.date === undefined ? {} : { date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(values.date) }),
    ...(values.days === undefined ? {} : { days: String(values.days) }),
    ...(values.company === undefined ? {} : { company: values.company }),
    ...(values.inviter === undefined ? {} : { inviter: values.inviter }),
  };
  const plain = (template: string): string => fill(template, strings, (value) => value);
  const html = (template: string): string => fill(escapeHtml(template), strings, escapeHtml);
  const text = [plain(words.greeting), '', ...words.intro.map(plain), '', values.link, '', ...words.outro.map(plain)].join('\n');
  const link = escapeHtml(values.link);
  const body = [
    `<p>${html(words.greeting)}</p>`,
    ...words.intro.map((paragraph) => `<p>${html(paragraph)}</p>`),
    `<p><a href="${link}" style="display:inline-block;padding:10px 16px;background:#0b5cad;color:#ffffff;text-decoration:none;border-radius:4px">${html(words.action)}</a></p>`,
    `<p style="font-size:13px;color:#555555">${link}</p>`,
    ...words.outro.map((paragraph) => `<p>${html(paragraph)}</p>`),
  ].join('\n');
  const subject = plain(words.subject);
  return {
    to,
    subject,
    text,
    language,
    html: `<!doctype html>\n<html lang="${language}">\n<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">\n${body}\n</body>\n</html>\n`,
  };
}
