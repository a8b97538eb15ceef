'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { PreviewShell } from '@/components/detail/preview-shell';
import { usePreview } from '@/components/detail/use-preview';
import { activeTab } from '@/components/ui/tab-links';
import { PREVIEW_KEYS, clinicPreviewSchema } from '@/lib/schemas/preview';
import { CLINIC_TABS, ClinicDetail } from './clinic-detail';

/** /contents/clinic/pv: the clinic page rendered from localStorage tempClinicInfo. */
export function ClinicPreview({ mapKey }: { mapKey?: string }) {
  const t = useTranslations('Detail');
  const state = usePreview(PREVIEW_KEYS.clinic, clinicPreviewSchema);
  const tab = activeTab(CLINIC_TABS, useSearchParams().get('tabId') ?? undefined);
  return (
    <PreviewShell
      state={state}
      crumbs={(clinic) => [
        { label: t('explore'), href: '/contents' },
        { label: t('clinic'), href: '/contents?tabId=clinics' },
        { label: clinic?.name ?? t('previewBadge') },
      ]}
    >
      {(clinic) => (
        <ClinicDetail
          clinic={clinic}
          tab={tab}
          basePath="/contents/clinic/pv"
          mapKey={mapKey}
          panels={{
            doctor: (
              <p className="empty">
                {clinic.doctors.length ? clinic.doctors.map((d) => d.name).join(', ') : t('noDoctors')}
              </p>
            ),
            event: (
              <p className="empty">
                {clinic.events.length ? clinic.events.map((e) => e.title).join(', ') : t('noEvents')}
              </p>
            ),
            review: <p className="empty">{t('noPreviewReviews')}</p>,
          }}
        />
      )}
    </PreviewShell>
  );
}
