import type messages from './messages/ko.json';
import type { Locale } from './lib/i18n/config';

// Message keys and locales are typed: a missing or misspelled key is a compile error (Korean is the
// reference catalogue; ja and en are checked against it by lib/i18n tests).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
