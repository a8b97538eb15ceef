'use client';

import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import type { StaffMe } from '@/contracts/staff';
import { partnerLoginHref } from '@/lib/swr/partner-fetch';
import { SWRConfig } from 'swr';
import { STAFF_SESSION_KEY, useStaffMe } from '@/lib/swr/use-partner';
import { PartnerShell } from './partner-shell';

/**
 * The console's gate: the account the server already knows is shown at once; a spinner while it is still
 * being asked for; signed-out staff are sent to the sign-in page, which brings them back here.
 */
export function PartnerArea({ initial, children }: { initial: StaffMe | null | undefined; children: ReactNode }) {
  // Known on the server: every hook asking for the session gets it at once (a signed-out cookie is asked again).
  const fallback = initial ? { [STAFF_SESSION_KEY]: initial } : {};
  return (
    <SWRConfig value={{ fallback }}>
      <PartnerGate>{children}</PartnerGate>
    </SWRConfig>
  );
}

function PartnerGate({ children }: { children: ReactNode }) {
  const t = useTranslations('Common');
  const { me } = useStaffMe();
  const signedOut = me === null;
  useEffect(() => {
    if (signedOut) window.location.replace(partnerLoginHref());
  }, [signedOut]);
  if (!me) return <div className="spinner" role="status" aria-label={t('loading')} />;
  return <PartnerShell me={me}>{children}</PartnerShell>;
}

/** The signed-in staff account inside the console (the gate renders pages only once there is one). */
export function useSignedInStaff(): StaffMe {
  const { me } = useStaffMe();
  if (!me) throw new Error('useSignedInStaff is for pages inside the console layout');
  return me;
}
