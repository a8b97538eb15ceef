'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { AppLink } from '@/components/ui/app-link';
import type { Doctor } from '@/contracts/doctors';
import { staffApi, staffCall } from '@/lib/client/staff-api';
import { useStaffDoctors } from '@/lib/swr/use-staff';
import { ConfirmDialog, useConfirmedAction } from './form-kit';
import { ItemCard } from './item-card';
import { LoadState } from './load-state';

/** /partner/doctors: the clinic's doctors, each to edit, see or remove; a button to add one. */
export function DoctorList() {
  const t = useTranslations('Console.doctors');
  const { data, error, mutate } = useStaffDoctors();
  const removing = useConfirmedAction(async (doctor: Doctor) => {
    await staffCall(staffApi.staff.doctors[':id'].$delete({ param: { id: String(doctor.id) } }));
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
            <ItemCard
              key={doctor.id}
              name={doctor.name}
              image={doctor.profileImage?.url}
              meta={[doctor.specialties.map((s) => s.name).join(', '), t('reviews', { count: doctor.reviewCount })]
                .filter(Boolean)
                .join(' · ')}
              editHref={`/partner/doctors/${doctor.id}`}
              editLabel={t('edit')}
              pageHref={`/contents/doctor/${doctor.id}`}
              pageLabel={t('viewPage')}
              danger={{ label: t('remove'), onClick: () => removing.ask(doctor) }}
            />
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
