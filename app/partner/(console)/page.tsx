import { PartnerDashboard } from '@/components/partner/partner-dashboard';

export default function Page() {
  return <PartnerDashboard />;
}
