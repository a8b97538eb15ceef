'use client';

import { useFormatter, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { operatorApi, operatorCall } from '@/lib/client/operator-api';
import { SuspendControl } from './suspend-control';

/** The member's account on its history page: who it is, and its suspension (suspend or lift, with a reason). */
export function MemberSuspension({ id }: { id: number }) {
  const t = useTranslations('Operator.accounts');
  const format = useFormatter();
  const { data, mutate } = useSWR(['operator/member', id], () =>
    operatorCall(operatorApi.operator.members[':id'].$get({ param: { id: String(id) } })),
  );
  if (!data) return null;
  const m = data.data;
  return (
    <div className="op-row op-account">
      <strong>{m.nickname ?? '—'}</strong>
      <span className="op-row__when">
        {t('memberMeta', {
          id: m.id,
          provider: m.provider,
          date: format.dateTime(new Date(m.created_at), { dateStyle: 'medium' }),
          reviews: m.reviewCount,
          counsels: m.counselCount,
        })}
      </span>
      <SuspendControl
        target={{ kind: 'member', id: m.id }}
        suspendedAt={m.suspendedAt}
        onChanged={(suspendedAt) => void mutate({ data: { ...m, suspendedAt } }, { revalidate: false })}
      />
    </div>
  );
}

/** The clinic's staff accounts on its history page, each with its suspension. */
export function ClinicStaffSuspension({ clinicId }: { clinicId: number }) {
  const t = useTranslations('Operator.accounts');
  const format = useFormatter();
  const { data, mutate } = useSWR(['operator/clinic-staff', clinicId], () =>
    operatorCall(operatorApi.operator.clinics[':id'].staff.$get({ param: { id: String(clinicId) } })),
  );
  if (!data || data.data.length === 0) return null;
  return (
    <ul className="op-list op-account">
      {data.data.map((s) => (
        <li key={s.id} className="op-row">
          <strong>{s.user_id}</strong>
          <span className="op-row__when">
            {t('staffMeta', {
              id: s.id,
              clinic: s.clinic.name,
              date: format.dateTime(new Date(s.created_at), { dateStyle: 'medium' }),
            })}
          </span>
          <SuspendControl
            target={{ kind: 'staff', id: s.id }}
            suspendedAt={s.suspendedAt}
            onChanged={(suspendedAt) =>
              void mutate(
                { data: data.data.map((x) => (x.id === s.id ? { ...x, suspendedAt } : x)) },
                { revalidate: false },
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}
