// The words of every e-mail the server writes, in the four languages.
import type { Language } from '../../i18n/language.js';

/** The e-mails the server writes. */
export type MailKind = 'invite' | 'company-invite' | 'password-reset' | 'licence-expiry';

/**
 * The words of one e-mail in one language. `{name}` placeholders are filled by the template (`{username}`,
 * `{date}`, `{days}`, `{company}`, `{inviter}`); the values are escaped in the HTML part.
 */
export interface MailWords {
  readonly subject: string;
  readonly greeting: string;
  /** The paragraphs before the link. */
  readonly intro: readonly string[];
  /** The text of the link's button in the HTML part. */
  readonly action: string;
  /** The paragraphs after the link. */
  readonly outro: readonly string[];
}

/** Every e-mail in en, fr, de and it. */
export const MAIL_CATALOGUE: Readonly<Record<MailKind, Readonly<Record<Language, MailWords>>>> = {
  invite: {
    en: {
      subject: 'Cable Laying Analyzer: your invitation',
      greeting: 'Hello {username},',
      intro: ['An administrator created an account for you on the Cable Laying Analyzer. Choose your password here:'],
      action: 'Choose my password',
      outro: ['The link works once, for 7 days.'],
    },
    fr: {
      subject: 'Cable Laying Analyzer : votre invitation',
      greeting: 'Bonjour {username},',
      intro: ['Un administrateur vous a créé un compte sur Cable Laying Analyzer. Choisissez votre mot de passe ici :'],
      action: 'Choisir mon mot de passe',
      outro: ['Le lien ne fonctionne qu’une fois, pendant 7 jours.'],
    },
    de: {
      subject: 'Cable Laying Analyzer: Ihre Einladung',
      greeting: 'Hallo {username},',
      intro: ['Ein Administrator hat für Sie ein Konto im Cable Laying Analyzer angelegt. Wählen Sie hier Ihr Passwort:'],
      action: 'Passwort wählen',
      outro: ['Der Link funktioniert einmal, 7 Tage lang.'],
    },
    it: {
      subject: 'Cable Laying Analyzer: il tuo invito',
      greeting: 'Ciao {username},',
      intro: ['Un amministratore ha creato per te un account su Cable Laying Analyzer. Scegli qui la tua password:'],
      action: 'Scegli la password',
      outro: ['Il link funziona una sola volta, per 7 giorni.'],
    },
  },
  'company-invite': {
    en: {
      subject: 'Cable Laying Analyzer: join {company}',
      greeting: 'Hello,',
      intro: ['{inviter} invites you to join {company} on the Cable Laying Analyzer. Open this link, sign in or create your account, then join:'],
      action: 'Join {company}',
      outro: ['The link works once, for 14 days.'],
    },
    fr: {
      subject: 'Cable Laying Analyzer : rejoindre {company}',
      greeting: 'Bonjour,',
      intro: ['{inviter} vous invite à rejoindre {company} sur Cable Laying Analyzer. Ouvrez ce lien, connectez-vous ou créez votre compte, puis rejoignez l’entreprise :'],
      action: 'Rejoindre {company}',
      outro: ['Le lien ne fonctionne qu’une fois, pendant 14 jours.'],
    },
    de: {
      subject: 'Cable Laying Analyzer: {company} beitreten',
      greeting: 'Hallo,',
      intro: ['{inviter} lädt Sie ein, {company} im Cable Laying Analyzer beizutreten. Öffnen Sie diesen Link, melden Sie sich an oder legen Sie Ihr Konto an und treten Sie dann bei:'],
      action: '{company} beitreten',
      outro: ['Der Link funktioniert einmal, 14 Tage lang.'],
    },
    it: {
      subject: 'Cable Laying Analyzer: unisciti a {company}',
      greeting: 'Ciao,',
      intro: ['{inviter} ti invita a unirti a {company} su Cable Laying Analyzer. Apri questo link, accedi o crea il tuo account, poi unisciti:'],
      action: 'Unisciti a {company}',
      outro: ['Il link funziona una sola volta, per 14 giorni.'],
    },
  },
  'password-reset': {
    en: {
      subject: 'Cable Laying Analyzer: reset your password',
      greeting: 'Hello {username},',
      intro: ['Someone (hopefully you) asked to reset your Cable Laying Analyzer password. Choose a new one here:'],
      action: 'Choose a new password',
      outro: ['The link works once, for 1 hour. If you did not ask, ignore this e-mail: your password stays as it is.'],
    },
    fr: {
      subject: 'Cable Laying Analyzer : réinitialisez votre mot de passe',
      greeting: 'Bonjour {username},',
      intro: ['Quelqu’un (vous, espérons-le) a demandé la réinitialisation de votre mot de passe Cable Laying Analyzer. Choisissez-en un nouveau ici :'],
      action: 'Choisir un nouveau mot de passe',
      outro: ['Le lien ne fonctionne qu’une fois, pendant 1 heure. Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.'],
    },
    de: {
      subject: 'Cable Laying Analyzer: Passwort zurücksetzen',
      greeting: 'Hallo {username},',
      intro: ['Jemand (hoffentlich Sie) möchte Ihr Passwort für den Cable Laying Analyzer zurücksetzen. Wählen Sie hier ein neues:'],
      action: 'Neues Passwort wählen',
      outro: ['Der Link funktioniert einmal, 1 Stunde lang. Wenn Sie nichts angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.'],
    },
    it: {
      subject: 'Cable Laying Analyzer: reimposta la password',
      greeting: 'Ciao {username},',
      intro: ['Qualcuno (speriamo tu) ha chiesto di reimpostare la tua password di Cable Laying Analyzer. Scegline una nuova qui:'],
      action: 'Scegli una nuova password',
      outro: ['Il link funziona una sola volta, per 1 ora. Se non l’hai chiesto tu, ignora questa e-mail: la tua password resta invariata.'],
    },
  },
  'licence-expiry': {
    en: {
      subject: 'Cable Laying Analyzer: your licence ends on {date}',
      greeting: 'Hello {username},',
      intro: ['Your Cable Laying Analyzer licence ends on {date}, in {days} days. Ask your manager or your distributor to renew it before then.'],
      action: 'Open the Cable Laying Analyzer',
      outro: ['You receive this e-mail once, {days} days before the end of the licence.'],
    },
    fr: {
      subject: 'Cable Laying Analyzer : votre licence se termine le {date}',
      greeting: 'Bonjour {username},',
      intro: ['Votre licence Cable Laying Analyzer se termine le {date}, dans {days} jours. Demandez à votre responsable ou à votre distributeur de la renouveler d’ici là.'],
      action: 'Ouvrir Cable Laying Analyzer',
      outro: ['Vous recevez cet e-mail une seule fois, {days} jours avant la fin de la licence.'],
    },
    de: {
      subject: 'Cable Laying Analyzer: Ihre Lizenz endet am {date}',
      greeting: 'Hallo {username},',
      intro: ['Ihre Lizenz für den Cable Laying Analyzer endet am {date}, in {days} Tagen. Bitten Sie Ihren Manager oder Ihren Händler, sie bis dahin zu verlängern.'],
      action: 'Cable Laying Analyzer öffnen',
      outro: ['Sie erhalten diese E-Mail einmal, {days} Tage vor dem Ende der Lizenz.'],
    },
    it: {
      subject: 'Cable Laying Analyzer: la tua licenza scade il {date}',
      greeting: 'Ciao {username},',
      intro: ['La tua licenza di Cable Laying Analyzer scade il {date}, tra {days} giorni. Chiedi al tuo responsabile o al tuo distributore di rinnovarla prima di allora.'],
      action: 'Apri Cable Laying Analyzer',
      outro: ['Ricevi questa e-mail una sola volta, {days} giorni prima della scadenza della licenza.'],
    },
  },
};
