'use client';

import { useLocale } from 'next-intl';
import useSWR from 'swr';
import type { Clinic } from '@/contracts/clinics';
import type { CounselState } from '@/contracts/counsel-states';
import type { StaffCounsel } from '@/contracts/counsels';
import type { Doctor } from '@/contracts/doctors';
import type { StaffEvent } from '@/contracts/events';
import type { Review } from '@/contracts/reviews';
import type { StaffAuditEntry, StaffMe } from '@/contracts/staff';
import { partnerFetch } from './partner-fetch';

const get = <T>(url: string) => partnerFetch<T>(url);

export const STAFF_SESSION_KEY = '/api/partner/session';

/** The signed-in staff account and its clinic; null when signed out (the sign-in page then takes over). */
export function useStaffMe() {
  const { data, error, mutate } = useSWR<StaffMe | null>(
    STAFF_SESSION_KEY,
    async (url: string) => {
      const res = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
      if (res.status === 401 || res.status === 403) return null;
      if (!res.ok) throw new Error(`session answered ${res.status}`);
      return ((await res.json()) as { data: StaffMe }).data;
    },
    { revalidateOnFocus: true },
  );
  return { me: data, error, refresh: mutate };
}

const withLangQuery = (path: string, lang: string) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

export function useStaffClinic() {
  const lang = useLocale();
  return useSWR<{ data: Clinic }>(withLangQuery('/api/partner/clinic', lang), get);
}

export function useStaffDoctors() {
  const lang = useLocale();
  return useSWR<{ data: Doctor[]; total: number }>(withLangQuery('/api/partner/doctors', lang), get);
}

export function useStaffDoctor(id: number | null) {
  const lang = useLocale();
  return useSWR<{ data: Doctor }>(id ? withLangQuery(`/api/partner/doctors/${id}`, lang) : null, get);
}

export function useStaffEvents() {
  const lang = useLocale();
  return useSWR<{ data: StaffEvent[]; total: number }>(withLangQuery('/api/partner/events', lang), get);
}

export function useStaffEvent(id: number | null) {
  const lang = useLocale();
  return useSWR<{ data: StaffEvent }>(id ? withLangQuery(`/api/partner/events/${id}`, lang) : null, get);
}

export const counselsKey = (state: CounselState | null, offset: number, limit: number) =>
  `/api/partner/counsels?${new URLSearchParams({ ...(state ? { state } : {}), offset: String(offset), limit: String(limit) })}`;

export function useStaffCounsels(state: CounselState | null, offset: number, limit: number) {
  return useSWR<{ data: StaffCounsel[]; total: number }>(counselsKey(state, offset, limit), get, { keepPreviousData: true });
}

export function useStaffReviews(offset: number, limit: number) {
  const lang = useLocale();
  return useSWR<{ data: Review[]; total: number }>(`/api/partner/reviews?offset=${offset}&limit=${limit}&lang=${lang}`, get, { keepPreviousData: true });
}

export function useStaffAudit(limit = 10) {
  return useSWR<{ data: StaffAuditEntry[]; total: number }>(`/api/partner/audit?limit=${limit}`, get);
}
