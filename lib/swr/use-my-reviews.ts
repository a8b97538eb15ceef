'use client';

import type { Review } from '@/contracts/reviews';
import { useMemberData } from './use-member-data';

/** The member's own reviews: the first 100 (/my-page/reviews). */
export const useMyReviews = () => useMemberData<{ data: Review[]; total: number }>('/api/member/reviews?offset=0&limit=100');
