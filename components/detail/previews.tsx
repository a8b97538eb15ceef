'use client';

import { clientOnly } from '@/components/ui/client-only';

// The editor's previews (`/contents/<kind>/pv`, read from the browser's localStorage) in their own chunks:
// loaded from here, in the browser, so the public pages that name them never load their code (the
// partner forms' schemas among it).

export const ClinicPreview = clientOnly(() =>
  import('@/components/clinic/clinic-preview').then((m) => m.ClinicPreview),
);
export const DoctorPreview = clientOnly(() =>
  import('@/components/doctor/doctor-preview').then((m) => m.DoctorPreview),
);
export const EventPreview = clientOnly(() => import('@/components/event/event-preview').then((m) => m.EventPreview));
export const ReviewPreview = clientOnly(() =>
  import('@/components/review/review-preview').then((m) => m.ReviewPreview),
);
