'use client';

import useSWR from 'swr';
import { operatorApi, operatorCall } from '@/lib/client/operator-api';

// The operator console's moderation reads (docs/moderation.md).

/** The queue: open cases oldest first, or decided ones latest first; optionally of one kind. */
export const useModerationCases = (state: 'OPEN' | 'DECIDED', kind?: 'REPORT' | 'TAKEDOWN') =>
  useSWR(['operator/cases', state, kind], () =>
    operatorCall(operatorApi.operator.cases.$get({ query: { state, ...(kind ? { kind } : {}), limit: '200' } })),
  );

export const useModerationCase = (id: number) =>
  useSWR(['operator/case', id], () =>
    operatorCall(operatorApi.operator.cases[':id'].$get({ param: { id: String(id) } })),
  );

export const useModerationHistory = (of: 'members' | 'clinics', id: number) =>
  useSWR(['operator/history', of, id], () =>
    operatorCall(
      of === 'members'
        ? operatorApi.operator.members[':id'].moderation.$get({ param: { id: String(id) } })
        : operatorApi.operator.clinics[':id'].moderation.$get({ param: { id: String(id) } }),
    ),
  );
