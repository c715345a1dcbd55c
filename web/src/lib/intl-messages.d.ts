import type enCatalogue from '../i18n/en.json';

// react-intl reads the type of message ids from here, so an id missing from en.json is a type error.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: keyof typeof enCatalogue;
    }
  }
}

export {};
