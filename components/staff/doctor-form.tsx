'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { AppLink } from '@/components/ui/app-link';
import { MultiSelect } from '@/components/ui/multi-select';
import { TextInput } from '@/components/ui/text-input';
import type { Named } from '@/lib/forms/multi-select';
import { useAppRouter } from '@/lib/i18n/use-app-router';
import type { Clinic } from '@/contracts/clinics';
import { BOARD_MAX, type Doctor, doctorBody, type DoctorBody } from '@/contracts/doctors';
import { DESCRIPTION_MAX } from '@/contracts/fields';
import { PREVIEW_KEYS } from '@/lib/schemas/preview';
import { DOCTOR_BOARDS } from '@/lib/doctor-boards';
import { staffApi, staffCall } from '@/lib/client/staff-api';
import { useStaffClinic, useStaffDoctor, useStaffDoctors } from '@/lib/swr/use-staff';
import { storedImage, type FormImage } from '@/lib/uploads/clinic-image';
import { FieldError, FormActions, TextArea, usePreviewTab, useSaveForm } from './form-kit';
import { SingleImageField } from './image-fields';
import { LoadState } from './load-state';

interface DoctorFormState {
  name: string;
  description: string;
  specialties: Named[];
  profileImage: FormImage | null;
  specialistBoard: string;
  licenseYear: string;
}

const EMPTY: DoctorFormState = {
  name: '',
  description: '',
  specialties: [],
  profileImage: null,
  specialistBoard: '',
  licenseYear: '',
};

const fromDoctor = (d: Doctor): DoctorFormState => ({
  name: d.name,
  description: d.description ?? '',
  specialties: d.specialties,
  profileImage: storedImage(d.profileImage),
  specialistBoard: d.specialistBoard ?? '',
  licenseYear: d.licenseYear != null ? String(d.licenseYear) : '',
});

const bodyOf = (s: DoctorFormState): DoctorBody => ({
  name: s.name,
  description: s.description,
  specialties: s.specialties.map((x) => x.id),
  profileImage: s.profileImage?.path ?? null,
  specialistBoard: s.specialistBoard,
  // A half-typed year ('-') is not a number: the shared rules say so under the box.
  licenseYear: s.licenseYear.trim() === '' ? null : Number(s.licenseYear),
});

/** tempDoctorInfo: the doctor's page as it will show once saved. */
const previewOf = (s: DoctorFormState, clinic: Clinic | undefined, saved: Doctor | undefined): Doctor => ({
  id: saved?.id ?? 0,
  name: s.name.trim(),
  description: s.description.trim() || null,
  profileImage: s.profileImage && { url: s.profileImage.url },
  clinic: {
    id: clinic?.id ?? 0,
    name: clinic?.name ?? '',
    address: [clinic?.address.roadAddress, clinic?.address.detailAddress].filter(Boolean).join(' '),
    profileImage: clinic?.profileImage ?? null,
  },
  specialties: s.specialties,
  specialistBoard: s.specialistBoard.trim().replace(/\s*전문의$/, '') || null,
  licenseYear: /^\d{4}$/.test(s.licenseYear) ? Number(s.licenseYear) : null,
  averageRating: saved?.averageRating ?? 0,
  reviewCount: saved?.reviewCount ?? 0,
});

/** /partner/doctors/new and /partner/doctors/{id}: a doctor's name, introduction, specialties, board, licence year and photo. */
export function DoctorForm({ doctorId, specialties }: { doctorId: number | null; specialties: Named[] }) {
  const t = useTranslations('Console.doctors');
  const { data, error, mutate } = useStaffDoctor(doctorId);
  return (
    <>
      <AppLink href="/partner/doctors" className="pc-item__meta">
        ← {t('title')}
      </AppLink>
      <h1 className="pc-title">{doctorId ? t('editTitle') : t('newTitle')}</h1>
      <LoadState loading={doctorId !== null && !data} error={error} onRetry={() => void mutate()}>
        {(doctorId === null || data) && <DoctorFields saved={data?.data} specialties={specialties} />}
      </LoadState>
    </>
  );
}

function DoctorFields({ saved, specialties }: { saved: Doctor | undefined; specialties: Named[] }) {
  const t = useTranslations('Console');
  const router = useAppRouter();
  const clinic = useStaffClinic().data?.data;
  const doctors = useStaffDoctors();
  const [state, setState] = useState(() => (saved ? fromDoctor(saved) : EMPTY));
  const openPreview = usePreviewTab();
  const set = (patch: Partial<DoctorFormState>) => setState((s) => ({ ...s, ...patch }));
  const { errors, busy, save } = useSaveForm({
    schema: doctorBody,
    values: bodyOf(state),
    send: (body) =>
      saved
        ? staffCall(staffApi.staff.doctors[':id'].$patch({ param: { id: String(saved.id) }, query: {}, json: body }))
        : staffCall(staffApi.staff.doctors.$post({ query: {}, json: body })),
    onSaved: ({ data }) => {
      void doctors.mutate();
      if (saved) {
        setState(fromDoctor(data));
        toast.success(t('common.saved'));
      } else {
        toast.success(t('doctors.created'));
        router.push('/partner/doctors');
      }
    },
  });

  return (
    <form className="pc-form" onSubmit={save} noValidate>
      <TextInput
        label={t('doctors.name')}
        value={state.name}
        onValue={(name) => set({ name })}
        maxLength={50}
        hint={t('doctors.nameHint')}
      />
      <FieldError id="doctor-name-error" error={errors.name} />
      <SingleImageField
        label={t('doctors.profileImage')}
        image={state.profileImage}
        onChange={(profileImage) => set({ profileImage })}
      />
      <FieldError id="doctor-image-error" error={errors.profileImage} />
      <MultiSelect
        label={t('doctors.specialties')}
        items={specialties}
        selected={state.specialties}
        onChange={(chosen) => set({ specialties: chosen })}
      />
      <TextInput
        label={t('doctors.board')}
        value={state.specialistBoard}
        onValue={(specialistBoard) => set({ specialistBoard })}
        maxLength={BOARD_MAX + 4}
        placeholder={t('doctors.boardPlaceholder')}
        hint={t('doctors.boardHint')}
        list="doctor-boards"
        autoComplete="off"
      />
      <datalist id="doctor-boards">
        {DOCTOR_BOARDS.map((b) => (
          <option key={b} value={b} />
        ))}
      </datalist>
      <FieldError id="doctor-board-error" error={errors.specialistBoard} />
      <TextInput
        label={t('doctors.licenseYear')}
        format="NUMBER"
        inputMode="numeric"
        value={state.licenseYear}
        onValue={(licenseYear) => set({ licenseYear })}
        maxLength={4}
        placeholder={t('doctors.licenseYearPlaceholder')}
      />
      <FieldError id="doctor-license-error" error={errors.licenseYear} />
      <TextArea
        id="doctor-description"
        label={t('doctors.description')}
        value={state.description}
        onChange={(description) => set({ description })}
        maxLength={DESCRIPTION_MAX}
        error={errors.description}
      />
      <FormActions
        busy={busy}
        onPreview={() => openPreview('doctor', PREVIEW_KEYS.doctor, previewOf(state, clinic, saved))}
      />
    </form>
  );
}
