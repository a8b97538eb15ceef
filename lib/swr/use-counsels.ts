'use client';

import { useMemberData } from './use-member-data';

/** The member's counsels, newest first (/counsel). */
export const useCounsels = () => useMemberData('counsels', (api) => api.member.counsels.$get({ query: {} }));

/** One of the member's counsels (/counsel/{id}); an error for another member's or an unknown id. */
export const useCounsel = (id: number) =>
  useMemberData(`counsels/${id}`, (api) => api.member.counsels[':id'].$get({ param: { id: String(id) } }));
