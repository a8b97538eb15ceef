'use client';

import useSWR from 'swr';
import { operatorApi, operatorCall, operatorSessionApi } from '@/lib/client/operator-api';

export const OPERATOR_SESSION_KEY = '/api/operator/me';

/** The signed-in operator; null when signed out (the gate then sends the browser to /admin/login). */
export function useOperatorMe() {
  const { data, error, mutate } = useSWR(
    OPERATOR_SESSION_KEY,
    async () => {
      const res = await operatorSessionApi.operator.me.$get();
      if (res.status === 401 || res.status === 403) return null;
      if (!res.ok) throw new Error(`operator session answered ${(res as Response).status}`);
      return (await res.json()).data;
    },
    { revalidateOnFocus: true },
  );
  return { me: data, error, refresh: mutate };
}

/** The audit log, newest first (optionally of one target). */
export function useOperatorAudit(target?: { targetType: 'MEMBER' | 'STAFF' | 'CLINIC' | 'REVIEW'; targetId: number }) {
  return useSWR(['operator/audit', target?.targetType, target?.targetId], () =>
    operatorCall(
      operatorApi.operator.audit.$get({
        query: target ? { targetType: target.targetType, targetId: String(target.targetId) } : {},
      }),
    ),
  );
}

/** The partner applications (입점 신청): open ones first, oldest first. */
export function useOperatorApplications() {
  return useSWR('operator/partner-applications', () =>
    operatorCall(operatorApi.operator['partner-applications'].$get()),
  );
}

/** Saves kept despite the advertising wording check: open ones first, oldest first. */
export function useOperatorAdWording() {
  return useSWR('operator/ad-wording', () => operatorCall(operatorApi.operator['ad-wording'].$get()));
}
