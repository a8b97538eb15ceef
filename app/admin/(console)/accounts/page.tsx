import { AccountSearch } from '@/components/operator/account-search';

export default function Page() {
  return <AccountSearch />;
}
