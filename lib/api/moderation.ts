import 'server-only';
import { cache } from 'react';
import { pageTag, recordPageTags } from '@/backend/page-cache/tags';
import { backend, dataOrNull } from './backend-client';

// Loaders of the public side of review moderation (docs/moderation.md): a clinic's '리뷰 관리 기록' and the
// transparency report. Every moderation write touches the clinic's page and the review lists.

const LOG_LIMIT = 20;

export const getClinicModerationLog = cache(async (clinicId: number) => {
  recordPageTags(pageTag.clinic(clinicId));
  const page = await dataOrNull(
    backend.public.clinics[':id']['moderation-log'].$get({
      param: { id: `${clinicId}` },
      query: { limit: `${LOG_LIMIT}` },
    }),
  );
  return page ?? { data: [], total: 0 };
});

export const getTransparency = cache(async () => {
  recordPageTags(pageTag.list('reviews'));
  return (await dataOrNull(backend.public.transparency.$get({ query: {} })))?.data ?? [];
});
