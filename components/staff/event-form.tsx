'use client';

import { AdWordingNotice } from './ad-wording-notice';
import { useTranslations, type Messages } from 'next-intl';
import { Fragment } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { AppLink } from '@/components/ui/app-link';
import { TextInput } from '@/components/ui/text-input';
import type { Clinic } from '@/contracts/clinics';
import { seoulDayEnd, seoulDayOf, seoulDayStart } from '@/contracts/event-days';
import { type Event, type EventBody, eventBody, type StaffEvent } from '@/contracts/events';
import { DESCRIPTION_MAX, NAME_MAX } from '@/contracts/fields';
import { discountRate } from '@/contracts/prices';
import type { Named } from '@/lib/forms/multi-select';
import { useAppRouter } from '@/lib/i18n/use-app-router';
import { PREVIEW_KEYS } from '@/lib/schemas/preview';
import { staffApi, staffCall } from '@/lib/client/staff-api';
import { useStaffClinic, useStaffEvent, useStaffEvents } from '@/lib/swr/use-staff';
import {
  CheckBox,
  DayBox,
  IdMultiSelect,
  ImageBox,
  ImageListBox,
  NumberBox,
  useImageUrls,
  YesNoDropdown,
} from './body-inputs';
import { AdWordingRefusal } from './ad-wording-refusal';
import { type AllOf, FieldError, FormActions, TextArea, type TextKeys, usePreviewTab, useStaffForm } from './form-kit';
import { LoadState } from './load-state';

type Values = EventBody;

const EMPTY: AllOf<Values> = {
  title: '',
  content: '',
  treatments: [],
  regularPrice: null,
  eventPrice: null,
  vatIncluded: null,
  anesthesiaIncluded: false,
  aftercareIncluded: false,
  sessions: null,
  startsOn: null,
  endsOn: null,
  cardImage: null,
  mainImage: null,
  detailImages: [],
};

/** The body of a saved event: what the form starts from, and what it is reset to after a save. */
const bodyOfEvent = (e: StaffEvent): AllOf<Values> => ({
  title: e.title,
  content: e.content ?? '',
  treatments: e.treatments.map((x) => x.id),
  regularPrice: e.regularPrice,
  eventPrice: e.eventPrice,
  vatIncluded: e.vatIncluded,
  anesthesiaIncluded: e.anesthesiaIncluded === true,
  aftercareIncluded: e.aftercareIncluded === true,
  sessions: e.sessions,
  startsOn: seoulDayOf(e.startsAt),
  endsOn: seoulDayOf(e.endsAt),
  cardImage: e.cardImage?.url ?? null,
  mainImage: e.mainImage?.url ?? null,
  detailImages: e.detailImages.map((i) => i.url),
});

type Section = 'about' | 'prices' | 'vat' | 'includes' | 'period' | 'images';
type Input =
  'text' | 'longText' | 'treatments' | 'won' | 'count' | 'yesNo' | 'check' | 'day' | 'image' | 'wideImage' | 'images';
type EventMessages = Messages['Console']['events'];
type LabelKey = TextKeys<EventMessages>;

/**
 * Where each body field is asked and how, in the order shown: a field the contract gains and this table lacks does
 * not compile, and its label must be a message.
 */
const FIELDS: { [K in keyof Values]-?: { section: Section; input: Input; label: LabelKey } } = {
  title: { section: 'about', input: 'text', label: 'eventTitle' },
  content: { section: 'about', input: 'longText', label: 'content' },
  treatments: { section: 'about', input: 'treatments', label: 'treatments' },
  regularPrice: { section: 'prices', input: 'won', label: 'regularPrice' },
  eventPrice: { section: 'prices', input: 'won', label: 'eventPrice' },
  // New events start from the VAT choice made last time (clinics rarely change it); an edit shows the event's own.
  vatIncluded: { section: 'vat', input: 'yesNo', label: 'vat' },
  anesthesiaIncluded: { section: 'includes', input: 'check', label: 'anesthesia' },
  aftercareIncluded: { section: 'includes', input: 'check', label: 'aftercare' },
  sessions: { section: 'includes', input: 'count', label: 'sessions' },
  startsOn: { section: 'period', input: 'day', label: 'startsOn' },
  endsOn: { section: 'period', input: 'day', label: 'endsOn' },
  cardImage: { section: 'images', input: 'image', label: 'cardImage' },
  mainImage: { section: 'images', input: 'wideImage', label: 'mainImage' },
  detailImages: { section: 'images', input: 'images', label: 'detailImages' },
};

/** Sections in order; a titled one is a fieldset, its inputs side by side where `row`. */
const SECTIONS: { name: Section; legend?: LabelKey; row?: boolean }[] = [
  { name: 'about' },
  { name: 'prices', legend: 'prices', row: true },
  { name: 'vat' },
  { name: 'includes', legend: 'includes' },
  { name: 'period', legend: 'period', row: true },
  { name: 'images' },
];

/** A price as the page would show it: a whole number of won, else none. */
const shownPrice = (n: number | null | undefined) => (n != null && Number.isInteger(n) && n >= 0 ? n : null);

/** tempEventInfo: the event's page as it will show once saved (the preview keeps only what is its shape). */
function previewOf(
  v: Values,
  urls: ReturnType<typeof useImageUrls>,
  names: Map<number, Named>,
  clinic: Clinic | undefined,
  saved: StaffEvent | undefined,
): Event {
  const image = (path: string | null | undefined) => {
    const shown = urls.imageOf(path);
    return shown && { url: shown.url };
  };
  const sessions = v.sessions;
  return {
    id: saved?.id ?? 0,
    title: v.title.trim(),
    content: v.content?.trim() || null,
    cardImage: image(v.cardImage),
    mainImage: image(v.mainImage),
    detailImages: (v.detailImages ?? []).flatMap((path) => image(path) ?? []),
    treatments: (v.treatments ?? []).flatMap((id) => names.get(id) ?? []),
    clinic: {
      id: clinic?.id ?? 0,
      name: clinic?.name ?? '',
      address: [clinic?.address.roadAddress, clinic?.address.detailAddress].filter(Boolean).join(' '),
      profileImage: clinic?.profileImage ?? null,
    },
    startsAt: v.startsOn ? seoulDayStart(v.startsOn).toISOString() : null,
    endsAt: v.endsOn ? seoulDayEnd(v.endsOn).toISOString() : null,
    regularPrice: shownPrice(v.regularPrice),
    eventPrice: shownPrice(v.eventPrice),
    discountRate: discountRate(shownPrice(v.regularPrice), shownPrice(v.eventPrice)),
    vatIncluded: v.vatIncluded ?? null,
    anesthesiaIncluded: v.anesthesiaIncluded ?? null,
    aftercareIncluded: v.aftercareIncluded ?? null,
    sessions: sessions != null && Number.isInteger(sessions) && sessions >= 1 && sessions <= 99 ? sessions : null,
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
  const openPreview = usePreviewTab();
  const urls = useImageUrls();
  // The treatments offered, and those the event already names (one may have left the list since).
  const names = new Map([...(saved?.treatments ?? []), ...treatments].map((x) => [x.id, x]));
  const choices = [...names.values()];
  const { form, errors, busy, save, wording } = useStaffForm({
    schema: eventBody,
    defaultValues: saved ? bodyOfEvent(saved) : EMPTY,
    send: (body) =>
      saved
        ? staffCall(staffApi.staff.events[':id'].$patch({ param: { id: String(saved.id) }, query: {}, json: body }))
        : staffCall(staffApi.staff.events.$post({ query: {}, json: body })),
    onSaved: ({ data }, f) => {
      void events.mutate();
      if (saved) {
        f.reset(bodyOfEvent(data));
        toast.success(t('common.saved'));
      } else {
        toast.success(t('events.created'));
        router.push('/partner/events');
      }
    },
  });

  const input = (name: keyof Values) => {
    const { input: kind, label: key } = FIELDS[name];
    const label = t(`events.${key}`);
    return (
      <Controller
        key={name}
        control={form.control}
        name={name}
        render={({ field: { value, onChange } }) => {
          switch (kind) {
            case 'text':
              return (
                <>
                  <TextInput label={label} value={value as string} onValue={onChange} maxLength={NAME_MAX} />
                  <AdWordingNotice text={value as string} id={`event-${name}-wording`} />
                </>
              );
            case 'longText':
              return (
                <>
                  <TextArea
                    id={`event-${name}`}
                    label={label}
                    value={(value as string | null | undefined) ?? ''}
                    onChange={onChange}
                    maxLength={DESCRIPTION_MAX}
                  />
                  <AdWordingNotice text={value as string | null} id={`event-${name}-wording`} />
                </>
              );
            case 'treatments':
              return <IdMultiSelect label={label} items={choices} value={value as number[]} onValue={onChange} />;
            case 'won':
            case 'count':
              return (
                <NumberBox
                  label={label}
                  value={value as number | null}
                  onValue={onChange}
                  maxLength={kind === 'won' ? 10 : 2}
                />
              );
            case 'yesNo':
              return (
                <YesNoDropdown
                  label={label}
                  value={value as boolean | null}
                  onValue={onChange}
                  labels={{ yes: t('events.vatIncluded'), no: t('events.vatExcluded'), notSaid: t('events.notSaid') }}
                  remember={!saved}
                />
              );
            case 'check':
              return <CheckBox label={label} value={value as boolean | null} onValue={onChange} />;
            case 'day':
              return <DayBox label={label} value={value as string | null} onValue={onChange} />;
            case 'image':
            case 'wideImage':
              return (
                <ImageBox
                  label={label}
                  value={value as string | null}
                  onValue={onChange}
                  urls={urls}
                  wide={kind === 'wideImage'}
                />
              );
            case 'images':
              return <ImageListBox label={label} value={value as string[]} onValue={onChange} urls={urls} />;
          }
        }}
      />
    );
  };

  return (
    <form className="pc-form" onSubmit={save} noValidate>
      {SECTIONS.map(({ name: section, legend, row }) => {
        const fields = (Object.keys(FIELDS) as (keyof Values)[]).filter((f) => FIELDS[f].section === section);
        const inputs = fields.map(input);
        const checks = fields.filter((f) => FIELDS[f].input === 'check');
        // Each message once, under the section's inputs (two bad days say one thing).
        const messages = [...new Set(fields.flatMap((f) => errors[f] ?? []))];
        const body = (
          <>
            {checks.length > 0 ? (
              <>
                <div className="pc-checks">{fields.filter((f) => checks.includes(f)).map(input)}</div>
                {fields.filter((f) => !checks.includes(f)).map(input)}
              </>
            ) : row ? (
              <div className="pc-price">{inputs}</div>
            ) : (
              inputs
            )}
            {messages.map((key) => (
              <FieldError key={key} id={`event-${section}-${key}-error`} error={key} />
            ))}
          </>
        );
        return legend ? (
          <fieldset key={section}>
            <legend>{t(`events.${legend}`)}</legend>
            {body}
          </fieldset>
        ) : (
          <Fragment key={section}>{body}</Fragment>
        );
      })}
      {wording && <AdWordingRefusal wording={wording} />}
      <FormActions
        busy={busy}
        onPreview={() =>
          openPreview('event', PREVIEW_KEYS.event, previewOf(form.getValues(), urls, names, clinic, saved))
        }
      />
    </form>
  );
}
