'use client';

import { AdWordingNotice } from './ad-wording-notice';
import { useTranslations, type Messages } from 'next-intl';
import { Fragment } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { useSWRConfig } from 'swr';
import { TextInput } from '@/components/ui/text-input';
import type { Named } from '@/lib/forms/multi-select';
import { type Clinic, clinicBody, type ClinicBody } from '@/contracts/clinics';
import { DESCRIPTION_MAX, NAME_MAX } from '@/contracts/fields';
import { PREVIEW_KEYS } from '@/lib/schemas/preview';
import { staffApi, staffCall } from '@/lib/client/staff-api';
import { STAFF_SESSION_KEY, useStaffClinic } from '@/lib/swr/use-staff';
import { IdMultiSelect, ImageBox, ImageListBox, useImageUrls } from './body-inputs';
import { factsOf, HoursBox, LanguagesBox, SafetyBox, StationBox } from './clinic-facts-fields';
import { AdWordingRefusal } from './ad-wording-refusal';
import { type AllOf, FieldError, FormActions, TextArea, type TextKeys, usePreviewTab, useStaffForm } from './form-kit';
import { PostcodeSearch } from './postcode-search';
import { LoadState } from './load-state';

type Values = ClinicBody;
type Address = NonNullable<Values['address']>;

/** The body of the saved clinic: what the form starts from, and what it is reset to after a save. */
const bodyOfClinic = (c: Clinic): AllOf<Values> => ({
  name: c.name,
  description: c.description ?? '',
  address: {
    postalCode: c.address.postalCode || null,
    roadAddress: c.address.roadAddress ?? '',
    detailAddress: c.address.detailAddress ?? '',
  },
  phone: c.phone ?? '',
  specialties: c.specialties.map((x) => x.id),
  profileImage: c.profileImage?.url ?? null,
  bannerImage: c.bannerImage?.url ?? null,
  introductionImages: c.introductionImages.map((i) => i.url),
  ...factsOf(c),
});

type Section =
  | 'name'
  | 'description'
  | 'address'
  | 'phone'
  | 'specialties'
  | 'hours'
  | 'station'
  | 'languages'
  | 'safety'
  | 'images';
type Input =
  | 'text'
  | 'longText'
  | 'address'
  | 'phone'
  | 'specialties'
  | 'hours'
  | 'station'
  | 'languages'
  | 'safety'
  | 'image'
  | 'wideImage'
  | 'images';
type LabelKey =
  | `Console.clinic.${TextKeys<Messages['Console']['clinic']> & string}`
  | `ClinicFacts.${TextKeys<Messages['ClinicFacts']> & string}`;

/**
 * Where each body field is asked and how, in the order shown: a field the contract gains and this table lacks does
 * not compile, and its label must be a message. A section's message is said once, under its inputs.
 */
const FIELDS: { [K in keyof Values]-?: { section: Section; input: Input; label: LabelKey } } = {
  name: { section: 'name', input: 'text', label: 'Console.clinic.name' },
  description: { section: 'description', input: 'longText', label: 'Console.clinic.description' },
  address: { section: 'address', input: 'address', label: 'Console.clinic.address' },
  phone: { section: 'phone', input: 'phone', label: 'Console.clinic.phone' },
  specialties: { section: 'specialties', input: 'specialties', label: 'Console.clinic.specialties' },
  openingHours: { section: 'hours', input: 'hours', label: 'ClinicFacts.hours' },
  station: { section: 'station', input: 'station', label: 'ClinicFacts.station' },
  languages: { section: 'languages', input: 'languages', label: 'ClinicFacts.languagesTitle' },
  safety: { section: 'safety', input: 'safety', label: 'ClinicFacts.safetyTitle' },
  profileImage: { section: 'images', input: 'image', label: 'Console.clinic.profileImage' },
  bannerImage: { section: 'images', input: 'wideImage', label: 'Console.clinic.bannerImage' },
  introductionImages: { section: 'images', input: 'images', label: 'Console.clinic.introductionImages' },
};

/** Inputs of several boxes: a fieldset, the label its legend. */
const GROUPS: Input[] = ['address', 'hours', 'station', 'languages', 'safety'];

/** tempClinicInfo: the clinic as its page will show it once saved. */
function previewOf(v: Values, urls: ReturnType<typeof useImageUrls>, names: Map<number, Named>, saved: Clinic): Clinic {
  const image = (path: string | null | undefined) => {
    const shown = urls.imageOf(path);
    return shown && { url: shown.url };
  };
  return {
    id: saved.id,
    name: (v.name ?? '').trim(),
    description: v.description?.trim() || null,
    address: {
      roadAddress: v.address?.roadAddress?.trim() || null,
      detailAddress: v.address?.detailAddress?.trim() || null,
      postalCode: v.address?.postalCode || null,
    },
    phone: v.phone || null,
    // Not edited here: the server places the clinic from its address when it saves.
    district: saved.district,
    location: saved.location,
    specialties: (v.specialties ?? []).flatMap((id) => names.get(id) ?? []),
    doctors: saved.doctors,
    events: saved.events,
    profileImage: image(v.profileImage),
    bannerImage: image(v.bannerImage),
    introductionImages: (v.introductionImages ?? []).flatMap((path) => image(path) ?? []),
    openingHours: (v.openingHours ?? null) as Clinic['openingHours'],
    station: v.station ? { name: v.station.name.trim(), walkMinutes: v.station.walkMinutes } : null,
    languages: v.languages ?? [],
    safety: v.safety ?? saved.safety,
    averageRating: saved.averageRating,
    reviewCount: saved.reviewCount,
    ratingCounts: saved.ratingCounts,
  };
}

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

/** The address: the postal code (only from the search) and the road address it fills, the detail typed by hand. */
function AddressBox({ value, onValue }: { value: Address | undefined; onValue: (address: Address) => void }) {
  const t = useTranslations('Console.clinic');
  const address = value ?? { postalCode: null, roadAddress: '', detailAddress: '' };
  return (
    <>
      <div className="pc-address">
        <TextInput
          label={t('postalCode')}
          value={address.postalCode ?? ''}
          onValue={() => {}}
          readOnly
          placeholder="—"
        />
        <PostcodeSearch
          onSelect={({ postalCode, roadAddress }) =>
            onValue({ ...address, postalCode: postalCode || null, roadAddress })
          }
        />
      </div>
      <TextInput
        label={t('roadAddress')}
        value={address.roadAddress ?? ''}
        onValue={(roadAddress) => onValue({ ...address, roadAddress })}
        maxLength={200}
      />
      <TextInput
        label={t('detailAddress')}
        value={address.detailAddress ?? ''}
        onValue={(detailAddress) => onValue({ ...address, detailAddress })}
        maxLength={200}
        placeholder={t('detailPlaceholder')}
      />
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
  const t = useTranslations();
  const openPreview = usePreviewTab();
  const { mutate } = useSWRConfig();
  const urls = useImageUrls();
  // The names of the specialties offered and of those the clinic already has (one may have left the list since).
  const names = new Map([...clinic.specialties, ...specialties].map((x) => [x.id, x]));
  const { form, errors, busy, save, wording } = useStaffForm({
    schema: clinicBody,
    defaultValues: bodyOfClinic(clinic),
    send: (body) => staffCall(staffApi.staff.clinic.$patch({ query: {}, json: body })),
    onSaved: ({ data }, f) => {
      onSaved(data);
      f.reset(bodyOfClinic(data));
      void mutate(STAFF_SESSION_KEY);
      toast.success(t('Console.common.saved'));
    },
  });

  const input = (name: keyof Values) => {
    const { input: kind, label: key } = FIELDS[name];
    const label = t(key);
    return (
      <Controller
        key={name}
        control={form.control}
        name={name}
        render={({ field: { value, onChange } }) => {
          switch (kind) {
            case 'text':
              return (
                <TextInput
                  label={label}
                  value={(value as string | undefined) ?? ''}
                  onValue={onChange}
                  maxLength={NAME_MAX}
                  aria-invalid={errors[name] ? true : undefined}
                />
              );
            case 'longText':
              return (
                <>
                  <TextArea
                    id={`clinic-${name}`}
                    label={label}
                    value={(value as string | null | undefined) ?? ''}
                    onChange={onChange}
                    maxLength={DESCRIPTION_MAX}
                    placeholder={t('Console.clinic.descriptionPlaceholder')}
                    error={errors[name]}
                  />
                  <AdWordingNotice text={value as string | null} id={`clinic-${name}-wording`} />
                </>
              );
            case 'address':
              return <AddressBox value={value as Address | undefined} onValue={onChange} />;
            case 'phone':
              return (
                <TextInput
                  label={label}
                  format="PHONE"
                  value={(value as string | null | undefined) ?? ''}
                  onValue={onChange}
                  hint={t('Console.clinic.phoneHint')}
                  maxLength={12}
                />
              );
            case 'specialties':
              return (
                <IdMultiSelect
                  label={label}
                  items={specialties}
                  known={clinic.specialties}
                  value={value as number[] | undefined}
                  onValue={onChange}
                />
              );
            case 'hours':
              return <HoursBox value={value as Values['openingHours']} onValue={onChange} />;
            case 'station':
              return <StationBox value={value as Values['station']} onValue={onChange} />;
            case 'languages':
              return <LanguagesBox value={value as Values['languages']} onValue={onChange} />;
            case 'safety':
              return <SafetyBox value={value as Values['safety']} onValue={onChange} />;
            case 'image':
            case 'wideImage':
              return (
                <ImageBox
                  label={label}
                  value={value as string | null | undefined}
                  onValue={onChange}
                  urls={urls}
                  wide={kind === 'wideImage'}
                />
              );
            case 'images':
              return (
                <ImageListBox label={label} value={value as string[] | undefined} onValue={onChange} urls={urls} />
              );
          }
        }}
      />
    );
  };

  const fields = Object.keys(FIELDS) as (keyof Values)[];
  const sections = [...new Set(fields.map((f) => FIELDS[f].section))];
  return (
    <form className="pc-form" onSubmit={save} noValidate>
      {sections.map((section) => {
        const inSection = fields.filter((f) => FIELDS[f].section === section);
        const first = FIELDS[inSection[0]];
        // The section's first message, under its inputs (a long text says its own, under the box).
        const message =
          first.input === 'longText' ? null : (
            <FieldError id={`clinic-${section}-error`} error={inSection.flatMap((f) => errors[f] ?? [])[0]} />
          );
        return GROUPS.includes(first.input) ? (
          <fieldset key={section}>
            <legend>{t(first.label)}</legend>
            {inSection.map(input)}
            {message}
          </fieldset>
        ) : (
          <Fragment key={section}>
            {inSection.map(input)}
            {message}
          </Fragment>
        );
      })}
      {wording && <AdWordingRefusal wording={wording} />}
      <FormActions
        busy={busy}
        onPreview={() => openPreview('clinic', PREVIEW_KEYS.clinic, previewOf(form.getValues(), urls, names, clinic))}
      />
    </form>
  );
}
