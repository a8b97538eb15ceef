import type { ReactNode } from 'react';
import { OperatorArea } from '@/components/operator/operator-area';

/** Every operator page passes this one gate: signed-out visitors go to /admin/login and come back afterwards. */
export default function OperatorConsoleLayout({ children }: { children: ReactNode }) {
  return <OperatorArea>{children}</OperatorArea>;
}
