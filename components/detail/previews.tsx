'use client';

import dynamic from 'next/dynamic';

// The editor's previews (`/contents/<kind>/pv`, read from the browser's localStorage) in their own chunks:
// loaded from here, in the browser, so the public pages that name them never load their code (the
// partner forms' schemas among it).

export const ClinicPreview = dynamic(() => import('@/components/clinic/clinic-preview').then((m) => m.ClinicPreview), {
  ssr: false,
});
export const DoctorPreview = dynamic(() => import('@/components/doctor/doctor-preview').then((m) => m.DoctorPreview), {
  ssr: false,
});
export const EventPreview = dynamic(() => import('@/components/event/event-preview').then((m) => m.EventPreview), {
  ssr: false,
});
export const ReviewPreview = dynamic(() => import('@/components/review/review-preview').then((m) => m.ReviewPreview), {
  ssr: false,
});
