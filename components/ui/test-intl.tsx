import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import type { ReactElement, ReactNode } from 'react';
import { messagesFor } from '@/lib/i18n/messages';

// jsdom has no Web Crypto digest or TextEncoder; the browser and Node do: give the test window Node's.
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
if (!globalThis.TextEncoder)
  Object.defineProperty(globalThis, 'TextEncoder', { value: TextEncoder, configurable: true });

const Korean = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="ko" messages={messagesFor('ko')} timeZone="Asia/Seoul">
    {children}
  </NextIntlClientProvider>
);

/** Renders a client component the way the app does: inside next-intl with the Korean messages (also on rerender). */
export const renderKo = (ui: ReactElement, options?: RenderOptions) => render(ui, { wrapper: Korean, ...options });
