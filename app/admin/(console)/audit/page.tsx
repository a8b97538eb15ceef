import { AuditLog } from '@/components/operator/audit-log';

export default function Page() {
  return <AuditLog />;
}
