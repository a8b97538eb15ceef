import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ScopedMessages } from '@/components/i18n/scoped-messages';
import { MemberArea } from '@/components/member/member-gate';
import { readMember } from '@/lib/bff/current-member';

// Member pages: private to one member, never indexed.
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Every member page passes this one gate: login, loading and nickname states are handled here. */
export default async function MemberLayout({ children }: { children: ReactNode }) {
  // The section's messages (lib/i18n/client-messages.ts) wrap the gate too: it reads them.
  return (
    <ScopedMessages scope="member">
      <MemberArea initial={await readMember()}>{children}</MemberArea>
    </ScopedMessages>
  );
}
