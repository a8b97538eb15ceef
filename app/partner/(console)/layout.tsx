import type { ReactNode } from 'react';
import { PartnerArea } from '@/components/partner/partner-area';
import { readStaff } from '@/lib/bff/current-staff';

/** Every console page passes this one gate: signed-out staff go to /partner/login and come back afterwards. */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  return <PartnerArea initial={await readStaff()}>{children}</PartnerArea>;
}
