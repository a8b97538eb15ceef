'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { MultiSelect } from '@/components/ui/multi-select';
import { TextInput } from '@/components/ui/text-input';
import type { Named } from '@/lib/forms/multi-select';
import { type Clinic, clinicBody, type ClinicBody } from '@/contracts/clinics';
import { DESCRIPTION_MAX, NAME_MAX } from '@/contracts/fields';
import { PREVIEW_KEYS } from '@/lib/schemas/preview';
import { staffApi, staffCall } from '@/lib/client/staff-api';
import { STAFF_SESSION_KEY, useStaffClinic } from '@/lib/swr/use-staff';
import { storedImage, type FormImage } from '@/lib/uploads/clinic-image';
import { ClinicFactsFields, factsBodyOf, factsOf, type FactsState } from './clinic-facts-fields';
import { FieldError, FormActions, TextArea, usePreviewTab, useSaveForm } from './form-kit';
import { ImageListField, SingleImageField } from './image-fields';
import { PostcodeSearch } from './postcode-search';
import { LoadState } from './load-state';

interface ClinicFormState {
  name: string;
  description: string;
  postalCode: string;
  roadAddress: string;
  detailAddress: string;
  phone: string;
  specialties: Named[];
  profileImage: FormImage | null;
  bannerImage: FormImage | null;
  introductionImages: FormImage[];
  facts: FactsState;
}

const fromClinic = (c: Clinic): ClinicFormState => ({
  name: c.name,
  description: c.description ?? '',
  postalCode: c.address.postalCode ?? '',
  roadAddress: c.address.roadAddress ?? '',
  detailAddress: c.address.detailAddress ?? '',
  phone: c.phone ?? '',
  specialties: c.specialties,
  profileImage: storedImage(c.profileImage),
  bannerImage: storedImage(c.bannerImage),
  introductionImages: c.introductionImages.map((i) => storedImage(i)!),
  facts: factsOf(c),
});

/** The PATCH body: every field of the form (the clinic is replaced by what the form shows). */
export const clinicBodyOf = (s: ClinicFormState): ClinicBody => ({
  name: s.name,
  description: s.description,
  address: { postalCode: s.postalCode || null, roadAddress: s.roadAddress, detailAddress: s.detailAddress },
  phone: s.phone,
  specialties: s.specialties.map((x) => x.id),
  profileImage: s.profileImage?.path ?? null,
  bannerImage: s.bannerImage?.path ?? null,
  introductionImages: s.introductionImages.map((i) => i.path),
  ...factsBodyOf(s.facts),
});

/** tempClinicInfo: the clinic as its page will show it once saved. */
const previewOf = (s: ClinicFormState, saved: Clinic): Clinic => ({
  ...saved,
  name: s.name.trim(),
  description: s.description.trim() || null,
  address: {
    roadAddress: s.roadAddress.trim() || null,
    detailAddress: s.detailAddress.trim() || null,
    postalCode: s.postalCode || null,
  },
  phone: s.phone || null,
  specialties: s.specialties,
  profileImage: s.profileImage && { url: s.profileImage.url },
  bannerImage: s.bannerImage && { url: s.bannerImage.url },
  introductionImages: s.introductionImages.map((i) => ({ url: i.url })),
  ...(() => {
    const f = factsBodyOf(s.facts);
    return {
      openingHours: f.openingHours as Clinic['openingHours'],
      station: f.station ? { name: f.station.name.trim(), walkMinutes: f.station.walkMinutes } : null,
      languages: f.languages ?? [],
      safety: f.safety ?? saved.safety,
    };
  })(),
});

/** /partner/clinic: the clinic's name, introduction, address (postal-code search), phone, specialties and images. */
export function ClinicForm({ specialties }: { specialties: Named[] }) {
  const t = useTranslations('Console.clinic');
  const { data, error, mutate } = useStaffClinic();
  return (
    <>
      <h1 className="pc-title">{t('title')}</h1>
      <p className="pc-lead">{t('lead')}</p>
      <LoadState error={error} loading={!data} onRetry={() => void mutate()}>
        {data && (
          <ClinicFields
            key={data.data.id}
            clinic={data.data}
            specialties={specialties}
            onSaved={(c) => void mutate({ data: c }, { revalidate: false })}
          />
        )}
      </LoadState>
    </>
  );
}

function ClinicFields({
  clinic,
  specialties,
  onSaved,
}: {
  clinic: Clinic;
  specialties: Named[];
  onSaved: (clinic: Clinic) => void;
}) {
  const t = useTranslations('Console');
  const [state, setState] = useState(() => fromClinic(clinic));
  const openPreview = usePreviewTab();
  const { mutate } = useSWRConfig();
  const set = (patch: Partial<ClinicFormState>) => setState((s) => ({ ...s, ...patch }));
  const { errors, busy, save } = useSaveForm({
    schema: clinicBody,
    values: clinicBodyOf(state),
    send: (body) => staffCall(staffApi.staff.clinic.$patch({ query: {}, json: body })),
    onSaved: ({ data }) => {
      onSaved(data);
      setState(fromClinic(data));
      void mutate(STAFF_SESSION_KEY);
      toast.success(t('common.saved'));
    },
  });

  const err = (field: keyof ClinicBody) => errors[field];
  return (
    <form className="pc-form" onSubmit={save} noValidate>
      <TextInput
        label={t('clinic.name')}
        value={state.name}
        onValue={(name) => set({ name })}
        maxLength={NAME_MAX}
        aria-invalid={err('name') ? true : undefined}
      />
      <FieldError id="clinic-name-error" error={err('name')} />
      <TextArea
        id="clinic-description"
        label={t('clinic.description')}
        value={state.description}
        onChange={(description) => set({ description })}
        maxLength={DESCRIPTION_MAX}
        placeholder={t('clinic.descriptionPlaceholder')}
        error={err('description')}
      />
      <fieldset>
        <legend>{t('clinic.address')}</legend>
        <div className="pc-address">
          <TextInput
            label={t('clinic.postalCode')}
            value={state.postalCode}
            onValue={() => {}}
            readOnly
            placeholder="—"
          />
          <PostcodeSearch onSelect={({ postalCode, roadAddress }) => set({ postalCode, roadAddress })} />
        </div>
        <TextInput
          label={t('clinic.roadAddress')}
          value={state.roadAddress}
          onValue={(roadAddress) => set({ roadAddress })}
          maxLength={200}
        />
        <TextInput
          label={t('clinic.detailAddress')}
          value={state.detailAddress}
          onValue={(detailAddress) => set({ detailAddress })}
          maxLength={200}
          placeholder={t('clinic.detailPlaceholder')}
        />
        <FieldError id="clinic-address-error" error={err('address')} />
      </fieldset>
      <TextInput
        label={t('clinic.phone')}
        format="PHONE"
        value={state.phone}
        onValue={(phone) => set({ phone })}
        hint={t('clinic.phoneHint')}
        maxLength={12}
      />
      <FieldError id="clinic-phone-error" error={err('phone')} />
      <MultiSelect
        label={t('clinic.specialties')}
        items={specialties}
        selected={state.specialties}
        onChange={(chosen) => set({ specialties: chosen })}
      />
      <FieldError id="clinic-specialties-error" error={err('specialties')} />
      <ClinicFactsFields facts={state.facts} onChange={(facts) => set({ facts })} errors={errors} />
      <SingleImageField
        label={t('clinic.profileImage')}
        image={state.profileImage}
        onChange={(profileImage) => set({ profileImage })}
      />
      <SingleImageField
        label={t('clinic.bannerImage')}
        image={state.bannerImage}
        onChange={(bannerImage) => set({ bannerImage })}
        wide
      />
      <ImageListField
        label={t('clinic.introductionImages')}
        images={state.introductionImages}
        onChange={(introductionImages) => set({ introductionImages })}
      />
      <FieldError
        id="clinic-images-error"
        error={err('introductionImages') ?? err('profileImage') ?? err('bannerImage')}
      />
      <FormActions busy={busy} onPreview={() => openPreview('clinic', PREVIEW_KEYS.clinic, previewOf(state, clinic))} />
    </form>
  );
}
