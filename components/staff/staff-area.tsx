'use client';

import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import type { StaffMe } from '@/contracts/staff';
import { staffLoginHref } from '@/lib/swr/staff-fetch';
import { SWRConfig } from 'swr';
import { STAFF_SESSION_KEY, useStaffMe } from '@/lib/swr/use-staff';
import { StaffShell } from './staff-shell';

/**
 * The console's gate: the account the server already knows is shown at once; a spinner while it is still
 * being asked for; signed-out staff are sent to the sign-in page, which brings them back here.
 */
export function StaffArea({ initial, children }: { initial: StaffMe | null | undefined; children: ReactNode }) {
  // Known on the server: every hook asking for the session gets it at once (a signed-out cookie is asked again).
  const fallback = initial ? { [STAFF_SESSION_KEY]: initial } : {};
  return (
    <SWRConfig value={{ fallback }}>
      <StaffGate>{children}</StaffGate>
    </SWRConfig>
  );
}

function StaffGate({ children }: { children: ReactNode }) {
  const t = useTranslations('Common');
  const { me } = useStaffMe();
  const signedOut = me === null;
  useEffect(() => {
    if (signedOut) window.location.replace(staffLoginHref());
  }, [signedOut]);
  if (!me) return <div className="spinner" role="status" aria-label={t('loading')} />;
  return <StaffShell me={me}>{children}</StaffShell>;
}

/** The signed-in staff account inside the console (the gate renders pages only once there is one). */
export function useSignedInStaff(): StaffMe {
  const { me } = useStaffMe();
  if (!me) throw new Error('useSignedInStaff is for pages inside the console layout');
  return me;
}
