'use client';

import { useMemberData } from './use-member-data';

/** The member's own reviews: the first 100 (/my-page/reviews). */
export const useMyReviews = () =>
  useMemberData('reviews', (api) => api.member.reviews.$get({ query: { offset: '0', limit: '100' } }));
