import { getRequestConfig } from 'next-intl/server';
import { headers } from 'next/headers';
import { LOCALE_HEADER, localeFromParam } from './config';
import { messagesFor } from './messages';

// The locale comes from `?lang=`, which proxy.ts copies into a request header.
export default getRequestConfig(async () => {
  const locale = localeFromParam((await headers()).get(LOCALE_HEADER));
  return { locale, messages: messagesFor(locale), timeZone: 'Asia/Seoul' };
});
