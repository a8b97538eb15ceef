'use client';

import { useTranslations } from 'next-intl';
import toast from 'react-hot-toast';
import { AppLink } from '@/components/ui/app-link';
import { Thumb } from '@/components/ui/thumb';
import type { Doctor } from '@/lib/partner-types';
import { jsonInit, partnerFetch } from '@/lib/swr/partner-fetch';
import { useStaffDoctors } from '@/lib/swr/use-partner';
import { ConfirmDialog, useConfirmedAction } from './form-kit';
import { LoadState } from './load-state';

/** /partner/doctors: the clinic's doctors, each to edit, see or remove; a button to add one. */
export function DoctorList() {
  const t = useTranslations('Console.doctors');
  const { data, error, mutate } = useStaffDoctors();
  const removing = useConfirmedAction(async (doctor: Doctor) => {
    await partnerFetch(`/api/partner/doctors/${doctor.id}`, jsonInit('DELETE'));
    toast.success(t('removed'));
    await mutate();
  });

  return (
    <>
      <div className="pc-row pc-row--between">
        <h1 className="pc-title">{t('title')}</h1>
        <AppLink className="button button--small" href="/partner/doctors/new">
          {t('add')}
        </AppLink>
      </div>
      <p className="pc-lead">{t('lead')}</p>
      <LoadState loading={!data} error={error} onRetry={() => void mutate()}>
        {data?.data.length === 0 && <p className="empty">{t('empty')}</p>}
        <ul className="pc-list" aria-label={t('title')}>
          {data?.data.map((doctor) => (
            <li key={doctor.id} className="pc-card pc-item">
              <div className="pc-item__media">
                <Thumb url={doctor.profileImage?.url} alt={doctor.name} sizes="64px" />
              </div>
              <div className="pc-item__body">
                <p className="pc-item__title">{doctor.name}</p>
                <p className="pc-item__meta">
                  {[doctor.specialties.map((s) => s.name).join(', '), t('reviews', { count: doctor.reviewCount })].filter(Boolean).join(' · ')}
                </p>
                <div className="pc-row" style={{ marginTop: 8 }}>
                  <AppLink className="button button--outline button--small" href={`/partner/doctors/${doctor.id}`} aria-label={`${doctor.name} ${t('edit')}`}>
                    {t('edit')}
                  </AppLink>
                  <AppLink className="button button--ghost button--small" href={`/contents/doctor/${doctor.id}`} aria-label={`${doctor.name} ${t('viewPage')}`}>
                    {t('viewPage')}
                  </AppLink>
                  <button
                    type="button"
                    className="button button--danger button--small"
                    onClick={() => removing.ask(doctor)}
                    aria-label={`${doctor.name} ${t('remove')}`}
                  >
                    {t('remove')}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </LoadState>
      <ConfirmDialog
        open={removing.item !== null}
        title={t('removeTitle')}
        body={t('removeConfirm', { name: removing.item?.name ?? '' })}
        confirmLabel={t('remove')}
        busy={removing.busy}
        onConfirm={() => void removing.confirm()}
        onClose={removing.close}
      />
    </>
  );
}
