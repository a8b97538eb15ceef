'use client';

import { useLocale } from 'next-intl';
import useSWR from 'swr';
import type { CounselState } from '@/contracts/counsel-states';
import { staffApi, staffCall, staffSessionApi } from '@/lib/client/staff-api';

// The console's data, each through the typed client: what a hook answers is what its backend route declares.
// Keys name the resource and its inputs; they are SWR cache keys, not URLs.

export const STAFF_SESSION_KEY = '/api/partner/session';

/** The signed-in staff account and its clinic; null when signed out (the sign-in page then takes over). */
export function useStaffMe() {
  const { data, error, mutate } = useSWR(
    STAFF_SESSION_KEY,
    async () => {
      const res = await staffSessionApi.staff.me.$get();
      if (res.status === 401 || res.status === 403) return null;
      if (!res.ok) throw new Error(`session answered ${res.status}`);
      return (await res.json()).data;
    },
    { revalidateOnFocus: true },
  );
  return { me: data, error, refresh: mutate };
}

export function useStaffClinic() {
  const lang = useLocale();
  return useSWR(['staff/clinic', lang], () => staffCall(staffApi.staff.clinic.$get({ query: { lang } })));
}

export function useStaffDoctors() {
  const lang = useLocale();
  return useSWR(['staff/doctors', lang], () => staffCall(staffApi.staff.doctors.$get({ query: { lang } })));
}

export function useStaffDoctor(id: number | null) {
  const lang = useLocale();
  return useSWR(id ? ['staff/doctor', id, lang] : null, () =>
    staffCall(staffApi.staff.doctors[':id'].$get({ param: { id: String(id) }, query: { lang } })),
  );
}

export function useStaffEvents() {
  const lang = useLocale();
  return useSWR(['staff/events', lang], () => staffCall(staffApi.staff.events.$get({ query: { lang } })));
}

export function useStaffEvent(id: number | null) {
  const lang = useLocale();
  return useSWR(id ? ['staff/event', id, lang] : null, () =>
    staffCall(staffApi.staff.events[':id'].$get({ param: { id: String(id) }, query: { lang } })),
  );
}

export function useStaffCounsels(state: CounselState | null, offset: number, limit: number) {
  const query = { ...(state ? { state } : {}), offset: String(offset), limit: String(limit) };
  return useSWR(['staff/counsels', state, offset, limit], () => staffCall(staffApi.staff.counsels.$get({ query })), {
    keepPreviousData: true,
  });
}

export function useStaffReviews(offset: number, limit: number) {
  const lang = useLocale();
  const query = { offset: String(offset), limit: String(limit), lang };
  return useSWR(['staff/reviews', offset, limit, lang], () => staffCall(staffApi.staff.reviews.$get({ query })), {
    keepPreviousData: true,
  });
}

export function useStaffAudit(limit = 10) {
  return useSWR(['staff/audit', limit], () =>
    staffCall(staffApi.staff.audit.$get({ query: { limit: String(limit) } })),
  );
}
