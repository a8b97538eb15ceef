import type { ReactNode } from 'react';
import { ScopedMessages } from '@/components/i18n/scoped-messages';

/** The section's client components get their messages here (lib/i18n/client-messages.ts). */
export default function OAuthLayout({ children }: { children: ReactNode }) {
  return <ScopedMessages scope="login">{children}</ScopedMessages>;
}
