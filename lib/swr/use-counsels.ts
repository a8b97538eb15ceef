'use client';

import type { Counsel } from '@/contracts/counsels';
import { useMemberData } from './use-member-data';

/** The member's counsels, newest first (/counsel). */
export const useCounsels = () => useMemberData<{ data: Counsel[]; total: number }>('/api/member/counsels');

/** One of the member's counsels (/counsel/{id}); an error for another member's or an unknown id. */
export const useCounsel = (id: number) => useMemberData<{ data: Counsel }>(`/api/member/counsels/${id}`);
