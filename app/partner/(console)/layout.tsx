import type { ReactNode } from 'react';
import { StaffArea } from '@/components/staff/staff-area';
import { readStaff } from '@/lib/bff/current-staff';

/** Every console page passes this one gate: signed-out staff go to /partner/login and come back afterwards. */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  return <StaffArea initial={await readStaff()}>{children}</StaffArea>;
}
