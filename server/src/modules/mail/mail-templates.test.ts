// Tests of the e-mails' text and HTML.
import { describe, expect, it } from 'vitest';

import { LANGUAGES } from '../identity/user.entity.js';
import { MAIL_CATALOGUE, type MailKind } from './mail-catalogue.js';
import { retryDelayMs } from './mail-outbox.service.js';
import { escapeHtml, mailLanguage, renderMail } from './mail-templates.js';

const KINDS = Object.keys(MAIL_CATALOGUE) as MailKind[];
const LINK = 'https://cla.example.com/password-reset/abc?x=1&y=2';

describe('renderMail', () => {
  it.each(KINDS.flatMap((kind) => LANGUAGES.map((language) => [kind, language] as const)))('writes %s in %s, every placeholder filled', (kind, language) => {
    const mail = renderMail(kind, language, 'to@example.com', { username: 'ann', link: LINK, date: new Date('2027-01-31T12:00:00Z'), days: 14, company: 'Ductworks', inviter: 'bo' });
    expect(mail).toMatchObject({ to: 'to@example.com', language });
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/\{\w+\}/);
    }
    expect(mail.text.split('\n')).toContain(LINK);
    expect(mail.html).toContain(`href="${escapeHtml(LINK)}"`);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.text).toContain(MAIL_CATALOGUE[kind][language].greeting.replace('{username}', 'ann'));
  });

  it('uses different words in each language', () => {
    for (const kind of KINDS) {
      const subjects = new Set(LANGUAGES.map((language) => MAIL_CATALOGUE[kind][language].subject));
      expect(subjects.size).toBe(LANGUAGES.length);
    }
  });

  it('escapes every interpolated value in the HTML part, not in the text part', () => {
    const mail = renderMail('licence-expiry', 'en', 'x@example.com', { username: `<img src=x onerror="a()">&'`, link: 'https://x.test/"><script>', date: new Date('2027-05-02T00:00:00Z'), days: 14 });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;a()&quot;&gt;&amp;&#39;');
    expect(mail.text).toContain(`Hello <img src=x onerror="a()">&',`);
    expect(mail.subject).toBe('Cable Laying Analyzer: your licence ends on May 2, 2027');
  });
});

describe('mailLanguage', () => {
  it('takes the first of our languages, else English', () => {
    expect(mailLanguage('de', 'fr')).toBe('de');
    expect(mailLanguage('xx', 'it')).toBe('it');
    expect(mailLanguage(null, undefined, 'es')).toBe('en');
  });
});

describe('retryDelayMs', () => {
  it('doubles from 30 s up to one hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000]);
  });
});
