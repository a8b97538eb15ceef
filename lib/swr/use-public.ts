'use client';

import useSWR from 'swr';

const fetchJson = async <T>(url: string): Promise<T> => {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json() as Promise<T>;
};

/** A public read through the BFF (`/api/public/...`), for client components; null url = nothing to fetch. */
export const usePublic = <T>(url: string | null) => useSWR<T>(url, fetchJson<T>, { revalidateOnFocus: false });
