import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { scopedClientMessages, type ClientScope } from '@/lib/i18n/client-messages';

/**
 * A section's messages for its client components (lib/i18n/client-messages.ts): the root's and the section's own.
 * A provider replaces the one above it, so a layout wraps all of its output in it.
 */
export async function ScopedMessages({ scope, children }: { scope: ClientScope; children: ReactNode }) {
  return (
    <NextIntlClientProvider messages={scopedClientMessages(await getMessages(), scope)}>
      {children}
    </NextIntlClientProvider>
  );
}
