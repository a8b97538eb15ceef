'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/config';
import { fetchMessages, type Catalogue } from '@/lib/i18n/lazy-messages';

// Fetched only when a lazy part that declares messages first loads (components/ui/client-only.tsx), so pages
// do not carry it.

/** The messages above, and a part's own on top (a provider replaces the one above it, so it carries both). */
function MoreMessages({ own, children }: { own: Catalogue; children: ReactNode }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const above = useMessages();
  const messages = useMemo(() => ({ ...above, ...own }), [above, own]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

/** Fetches a locale's namespaces; answers how to wrap a part so that it renders with them. */
export async function messagesWrapper(locale: Locale, names: readonly string[]) {
  const own = await fetchMessages(locale, names);
  return <P extends object>(Part: ComponentType<P>): ComponentType<P> =>
    function WithMessages(props: P) {
      return (
        <MoreMessages own={own}>
          <Part {...props} />
        </MoreMessages>
      );
    };
}
