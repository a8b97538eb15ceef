import { StaffDashboard } from '@/components/staff/staff-dashboard';

export default function Page() {
  return <StaffDashboard />;
}
