'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { PreviewShell } from '@/components/detail/preview-shell';
import { usePreview } from '@/components/detail/use-preview';
import { activeTab } from '@/components/ui/tab-links';
import { PREVIEW_KEYS, doctorPreviewSchema } from '@/lib/schemas/preview';
import { DOCTOR_TABS, DoctorDetail } from './doctor-detail';

/** /contents/doctor/pv: the doctor page rendered from localStorage tempDoctorInfo. */
export function DoctorPreview() {
  const t = useTranslations('Detail');
  const tc = useTranslations('Common');
  const state = usePreview(PREVIEW_KEYS.doctor, doctorPreviewSchema);
  const tab = activeTab(DOCTOR_TABS, useSearchParams().get('tabId') ?? undefined);
  return (
    <PreviewShell
      state={state}
      crumbs={(doctor) => [
        { label: t('explore'), href: '/contents' },
        { label: t('doctor'), href: '/contents?tabId=doctors' },
        { label: doctor ? `${doctor.name} ${tc('director')}` : t('previewBadge') },
      ]}
    >
      {(doctor) => (
        <DoctorDetail
          doctor={doctor}
          tab={tab}
          basePath="/contents/doctor/pv"
          reviewPanel={<p className="empty">{t('noPreviewReviews')}</p>}
        />
      )}
    </PreviewShell>
  );
}
