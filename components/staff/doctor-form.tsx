'use client';

import { useTranslations, type Messages } from 'next-intl';
import { Fragment } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { AppLink } from '@/components/ui/app-link';
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
import { IdMultiSelect, ImageBox, NumberBox, useImageUrls } from './body-inputs';
import { type AllOf, FieldError, FormActions, TextArea, type TextKeys, usePreviewTab, useStaffForm } from './form-kit';
import { LoadState } from './load-state';

type Values = DoctorBody;

const EMPTY: AllOf<Values> = {
  name: '',
  description: '',
  profileImage: null,
  specialties: [],
  specialistBoard: '',
  licenseYear: null,
};

/** The body of a saved doctor: what the form starts from, and what it is reset to after a save. */
const bodyOfDoctor = (d: Doctor): AllOf<Values> => ({
  name: d.name,
  description: d.description ?? '',
  profileImage: d.profileImage?.url ?? null,
  specialties: d.specialties.map((x) => x.id),
  specialistBoard: d.specialistBoard ?? '',
  licenseYear: d.licenseYear,
});

type Input = 'name' | 'image' | 'specialties' | 'board' | 'year' | 'longText';
type LabelKey = TextKeys<Messages['Console']['doctors']>;

/**
 * Where each body field is asked and how, in the order shown, each with its message under it: a field the contract
 * gains and this table lacks does not compile, and its label must be a message.
 */
const FIELDS: { [K in keyof Values]-?: { input: Input; label: LabelKey } } = {
  name: { input: 'name', label: 'name' },
  profileImage: { input: 'image', label: 'profileImage' },
  specialties: { input: 'specialties', label: 'specialties' },
  specialistBoard: { input: 'board', label: 'board' },
  // A half-typed year ('-') is not a number: the shared rules say so under the box.
  licenseYear: { input: 'year', label: 'licenseYear' },
  description: { input: 'longText', label: 'description' },
};

/** tempDoctorInfo: the doctor's page as it will show once saved. */
function previewOf(
  v: Values,
  urls: ReturnType<typeof useImageUrls>,
  names: Map<number, Named>,
  clinic: Clinic | undefined,
  saved: Doctor | undefined,
): Doctor {
  const image = urls.imageOf(v.profileImage);
  const year = v.licenseYear;
  return {
    id: saved?.id ?? 0,
    name: v.name.trim(),
    description: v.description?.trim() || null,
    profileImage: image && { url: image.url },
    clinic: {
      id: clinic?.id ?? 0,
      name: clinic?.name ?? '',
      address: [clinic?.address.roadAddress, clinic?.address.detailAddress].filter(Boolean).join(' '),
      profileImage: clinic?.profileImage ?? null,
    },
    specialties: (v.specialties ?? []).flatMap((id) => names.get(id) ?? []),
    specialistBoard: v.specialistBoard?.trim().replace(/\s*전문의$/, '') || null,
    // A year of four digits; anything else is not shown yet.
    licenseYear: year != null && Number.isInteger(year) && year >= 1000 && year <= 9999 ? year : null,
    averageRating: saved?.averageRating ?? 0,
    reviewCount: saved?.reviewCount ?? 0,
  };
}

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
  const openPreview = usePreviewTab();
  const urls = useImageUrls();
  // The names of the specialties offered and of those the doctor already has (one may have left the list since).
  const names = new Map([...(saved?.specialties ?? []), ...specialties].map((x) => [x.id, x]));
  const { form, errors, busy, save } = useStaffForm({
    schema: doctorBody,
    defaultValues: saved ? bodyOfDoctor(saved) : EMPTY,
    send: (body) =>
      saved
        ? staffCall(staffApi.staff.doctors[':id'].$patch({ param: { id: String(saved.id) }, query: {}, json: body }))
        : staffCall(staffApi.staff.doctors.$post({ query: {}, json: body })),
    onSaved: ({ data }, f) => {
      void doctors.mutate();
      if (saved) {
        f.reset(bodyOfDoctor(data));
        toast.success(t('common.saved'));
      } else {
        toast.success(t('doctors.created'));
        router.push('/partner/doctors');
      }
    },
  });

  const input = (name: keyof Values) => {
    const { input: kind, label: key } = FIELDS[name];
    const label = t(`doctors.${key}`);
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field: { value, onChange } }) => {
          switch (kind) {
            case 'name':
              return (
                <TextInput
                  label={label}
                  value={value as string}
                  onValue={onChange}
                  maxLength={50}
                  hint={t('doctors.nameHint')}
                />
              );
            case 'image':
              return <ImageBox label={label} value={value as string | null} onValue={onChange} urls={urls} />;
            case 'specialties':
              return (
                <IdMultiSelect
                  label={label}
                  items={specialties}
                  known={saved?.specialties}
                  value={value as number[]}
                  onValue={onChange}
                />
              );
            case 'board':
              return (
                <>
                  <TextInput
                    label={label}
                    value={(value as string | null | undefined) ?? ''}
                    onValue={onChange}
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
                </>
              );
            case 'year':
              return (
                <NumberBox
                  label={label}
                  inputMode="numeric"
                  value={value as number | null}
                  onValue={onChange}
                  maxLength={4}
                  placeholder={t('doctors.licenseYearPlaceholder')}
                />
              );
            case 'longText':
              return (
                <TextArea
                  id={`doctor-${name}`}
                  label={label}
                  value={(value as string | null | undefined) ?? ''}
                  onChange={onChange}
                  maxLength={DESCRIPTION_MAX}
                  error={errors[name]}
                />
              );
          }
        }}
      />
    );
  };

  return (
    <form className="pc-form" onSubmit={save} noValidate>
      {(Object.keys(FIELDS) as (keyof Values)[]).map((name) => (
        <Fragment key={name}>
          {input(name)}
          {/* A long text says its message itself, under the box. */}
          {FIELDS[name].input !== 'longText' && <FieldError id={`doctor-${name}-error`} error={errors[name]} />}
        </Fragment>
      ))}
      <FormActions
        busy={busy}
        onPreview={() =>
          openPreview('doctor', PREVIEW_KEYS.doctor, previewOf(form.getValues(), urls, names, clinic, saved))
        }
      />
    </form>
  );
}
