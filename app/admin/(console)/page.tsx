import { OperatorHome } from '@/components/operator/operator-home';

export default function Page() {
  return <OperatorHome />;
}
