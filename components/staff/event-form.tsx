'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { AppLink } from '@/components/ui/app-link';
import { Dropdown } from '@/components/ui/dropdown';
import { MultiSelect } from '@/components/ui/multi-select';
import { TextInput } from '@/components/ui/text-input';
import type { Clinic } from '@/contracts/clinics';
import { seoulDayEnd, seoulDayOf, seoulDayStart } from '@/contracts/event-days';
import { type EventBody, eventBody, type StaffEvent } from '@/contracts/events';
import { DESCRIPTION_MAX, NAME_MAX } from '@/contracts/fields';
import { discountRate } from '@/contracts/prices';
import type { Named } from '@/lib/forms/multi-select';
import { useAppRouter } from '@/lib/i18n/use-app-router';
import { PREVIEW_KEYS } from '@/lib/schemas/preview';
import { staffApi, staffCall } from '@/lib/client/staff-api';
import { useStaffClinic, useStaffEvent, useStaffEvents } from '@/lib/swr/use-staff';
import { storedImage, type FormImage } from '@/lib/uploads/clinic-image';
import { FieldError, FormActions, TextArea, usePreviewTab, useSaveForm } from './form-kit';
import { ImageListField, SingleImageField } from './image-fields';
import { LoadState } from './load-state';

type Vat = 'yes' | 'no' | '';

interface EventFormState {
  title: string;
  content: string;
  treatments: Named[];
  regularPrice: string;
  eventPrice: string;
  vat: Vat;
  anesthesia: boolean;
  aftercare: boolean;
  sessions: string;
  startsOn: string;
  endsOn: string;
  cardImage: FormImage | null;
  mainImage: FormImage | null;
  detailImages: FormImage[];
}

const EMPTY: EventFormState = {
  title: '',
  content: '',
  treatments: [],
  regularPrice: '',
  eventPrice: '',
  vat: '',
  anesthesia: false,
  aftercare: false,
  sessions: '',
  startsOn: '',
  endsOn: '',
  cardImage: null,
  mainImage: null,
  detailImages: [],
};

const fromEvent = (e: StaffEvent): EventFormState => ({
  title: e.title,
  content: e.content ?? '',
  treatments: e.treatments,
  regularPrice: e.regularPrice == null ? '' : String(e.regularPrice),
  eventPrice: e.eventPrice == null ? '' : String(e.eventPrice),
  vat: e.vatIncluded == null ? '' : e.vatIncluded ? 'yes' : 'no',
  anesthesia: e.anesthesiaIncluded === true,
  aftercare: e.aftercareIncluded === true,
  sessions: e.sessions == null ? '' : String(e.sessions),
  startsOn: seoulDayOf(e.startsAt) ?? '',
  endsOn: seoulDayOf(e.endsAt) ?? '',
  cardImage: storedImage(e.cardImage),
  mainImage: storedImage(e.mainImage),
  detailImages: e.detailImages.map((i) => storedImage(i)!),
});

/** A number box's text (a price, the sessions) as the payload's number: '' is none; anything else is sent as typed for the schema to judge. */
const priceOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

const bodyOf = (s: EventFormState): EventBody => ({
  title: s.title,
  content: s.content,
  treatments: s.treatments.map((x) => x.id),
  regularPrice: priceOf(s.regularPrice),
  eventPrice: priceOf(s.eventPrice),
  vatIncluded: s.vat === '' ? null : s.vat === 'yes',
  anesthesiaIncluded: s.anesthesia,
  aftercareIncluded: s.aftercare,
  sessions: priceOf(s.sessions),
  startsOn: s.startsOn || null,
  endsOn: s.endsOn || null,
  cardImage: s.cardImage?.path ?? null,
  mainImage: s.mainImage?.path ?? null,
  detailImages: s.detailImages.map((i) => i.path),
});

/** tempEventInfo: the event's page as it will show once saved. */
function previewOf(s: EventFormState, clinic: Clinic | undefined, saved: StaffEvent | undefined) {
  const body = bodyOf(s);
  const price = (n: number | null | undefined) => (n != null && Number.isInteger(n) && n >= 0 ? n : null);
  return {
    id: saved?.id ?? 0,
    title: s.title.trim(),
    content: s.content.trim() || null,
    cardImage: s.cardImage && { url: s.cardImage.url },
    mainImage: s.mainImage && { url: s.mainImage.url },
    detailImages: s.detailImages.map((i) => ({ url: i.url })),
    treatments: s.treatments,
    clinic: {
      id: clinic?.id ?? 0,
      name: clinic?.name ?? '',
      address: [clinic?.address.roadAddress, clinic?.address.detailAddress].filter(Boolean).join(' '),
      profileImage: clinic?.profileImage ?? null,
    },
    startsAt: body.startsOn ? seoulDayStart(body.startsOn).toISOString() : null,
    endsAt: body.endsOn ? seoulDayEnd(body.endsOn).toISOString() : null,
    regularPrice: price(body.regularPrice),
    eventPrice: price(body.eventPrice),
    discountRate: discountRate(price(body.regularPrice), price(body.eventPrice)),
    vatIncluded: body.vatIncluded ?? null,
    anesthesiaIncluded: body.anesthesiaIncluded ?? null,
    aftercareIncluded: body.aftercareIncluded ?? null,
    sessions:
      body.sessions != null && Number.isInteger(body.sessions) && body.sessions >= 1 && body.sessions <= 99
        ? body.sessions
        : null,
    averageRating: saved?.averageRating ?? 0,
    reviewCount: saved?.reviewCount ?? 0,
  };
}

/** /partner/events/new and /partner/events/{id}: an event's text, treatments, prices, days and images. */
export function EventForm({ eventId, treatments }: { eventId: number | null; treatments: Named[] }) {
  const t = useTranslations('Console.events');
  const { data, error, mutate } = useStaffEvent(eventId);
  return (
    <>
      <AppLink href="/partner/events" className="pc-item__meta">
        ← {t('title')}
      </AppLink>
      <h1 className="pc-title">{eventId ? t('editTitle') : t('newTitle')}</h1>
      <LoadState loading={eventId !== null && !data} error={error} onRetry={() => void mutate()}>
        {(eventId === null || data) && <EventFields saved={data?.data} treatments={treatments} />}
      </LoadState>
    </>
  );
}

function EventFields({ saved, treatments }: { saved: StaffEvent | undefined; treatments: Named[] }) {
  const t = useTranslations('Console');
  const router = useAppRouter();
  const clinic = useStaffClinic().data?.data;
  const events = useStaffEvents();
  const [state, setState] = useState(() => (saved ? fromEvent(saved) : EMPTY));
  const openPreview = usePreviewTab();
  const set = (patch: Partial<EventFormState>) => setState((s) => ({ ...s, ...patch }));
  const { errors, busy, save } = useSaveForm({
    schema: eventBody,
    values: bodyOf(state),
    send: (body) =>
      saved
        ? staffCall(staffApi.staff.events[':id'].$patch({ param: { id: String(saved.id) }, query: {}, json: body }))
        : staffCall(staffApi.staff.events.$post({ query: {}, json: body })),
    onSaved: ({ data }) => {
      void events.mutate();
      if (saved) {
        setState(fromEvent(data));
        toast.success(t('common.saved'));
      } else {
        toast.success(t('events.created'));
        router.push('/partner/events');
      }
    },
  });

  return (
    <form className="pc-form" onSubmit={save} noValidate>
      <TextInput
        label={t('events.eventTitle')}
        value={state.title}
        onValue={(title) => set({ title })}
        maxLength={NAME_MAX}
      />
      <FieldError id="event-title-error" error={errors.title} />
      <TextArea
        id="event-content"
        label={t('events.content')}
        value={state.content}
        onChange={(content) => set({ content })}
        maxLength={DESCRIPTION_MAX}
        error={errors.content}
      />
      <MultiSelect
        label={t('events.treatments')}
        items={treatments}
        selected={state.treatments}
        onChange={(chosen) => set({ treatments: chosen })}
      />
      <fieldset>
        <legend>{t('events.prices')}</legend>
        <div className="pc-price">
          <TextInput
            label={t('events.regularPrice')}
            format="NUMBER"
            value={state.regularPrice}
            onValue={(regularPrice) => set({ regularPrice })}
            maxLength={10}
          />
          <TextInput
            label={t('events.eventPrice')}
            format="NUMBER"
            value={state.eventPrice}
            onValue={(eventPrice) => set({ eventPrice })}
            maxLength={10}
          />
        </div>
        <FieldError id="event-regular-error" error={errors.regularPrice} />
        <FieldError id="event-price-error" error={errors.eventPrice} />
      </fieldset>
      {/* New events start from the VAT choice made last time (clinics rarely change it); an edit shows the event's own. */}
      <Dropdown
        label={t('events.vat')}
        items={[
          { value: 'no', label: t('events.vatExcluded') },
          { value: 'yes', label: t('events.vatIncluded') },
          { value: '', label: t('events.notSaid') },
        ]}
        value={state.vat}
        onChange={(vat) => set({ vat: vat as Vat })}
        remember={!saved}
      />
      <fieldset>
        <legend>{t('events.includes')}</legend>
        <div className="pc-checks">
          <label>
            <input type="checkbox" checked={state.anesthesia} onChange={(e) => set({ anesthesia: e.target.checked })} />
            {t('events.anesthesia')}
          </label>
          <label>
            <input type="checkbox" checked={state.aftercare} onChange={(e) => set({ aftercare: e.target.checked })} />
            {t('events.aftercare')}
          </label>
        </div>
        <TextInput
          label={t('events.sessions')}
          format="NUMBER"
          value={state.sessions}
          onValue={(sessions) => set({ sessions })}
          maxLength={2}
        />
        <FieldError id="event-sessions-error" error={errors.sessions} />
      </fieldset>
      <fieldset>
        <legend>{t('events.period')}</legend>
        <div className="pc-price">
          <TextInput
            label={t('events.startsOn')}
            type="date"
            value={state.startsOn}
            onValue={(startsOn) => set({ startsOn })}
          />
          <TextInput
            label={t('events.endsOn')}
            type="date"
            value={state.endsOn}
            onValue={(endsOn) => set({ endsOn })}
          />
        </div>
        <FieldError id="event-days-error" error={errors.endsOn ?? errors.startsOn} />
      </fieldset>
      <SingleImageField
        label={t('events.cardImage')}
        image={state.cardImage}
        onChange={(cardImage) => set({ cardImage })}
      />
      <SingleImageField
        label={t('events.mainImage')}
        image={state.mainImage}
        onChange={(mainImage) => set({ mainImage })}
        wide
      />
      <ImageListField
        label={t('events.detailImages')}
        images={state.detailImages}
        onChange={(detailImages) => set({ detailImages })}
      />
      <FieldError id="event-images-error" error={errors.detailImages ?? errors.cardImage ?? errors.mainImage} />
      <FormActions
        busy={busy}
        onPreview={() => openPreview('event', PREVIEW_KEYS.event, previewOf(state, clinic, saved))}
      />
    </form>
  );
}
