'use client';

import { useTranslations } from 'next-intl';
import type { AnswerFigure } from '@/contracts/trust';
import { durationOf, percentOf } from '@/lib/trust-format';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { useAuthConfig } from '@/components/member/auth-config';
import { AppLink } from '@/components/ui/app-link';
import { Modal } from '@/components/ui/modal';
import { bookableDays } from '@/contracts/booking-slots';
import { COUNSEL_CONTENT_MAX, createCounselBody, type CreateCounselBody } from '@/contracts/counsels';
import { messageKeyOf, useZodForm } from '@/lib/forms/use-zod-form';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { BookingSource } from '@/lib/booking-source';
import { memberCall, MemberCallError } from '@/lib/swr/member-fetch';
import { usePublic } from '@/lib/swr/use-public';
import { logFailure } from '@/lib/client-log';
import { refusedFields, type RefusedFields } from './booking-refusal';
import { BookingSourceCard } from './booking-source-card';
import { SlotPicker } from './slot-picker';

export type SourceType = 'CLINIC' | 'DOCTOR' | 'EVENT' | 'REVIEW';

type BookingMessage = 'noteInvalid' | 'phoneInvalid' | 'slotsInvalid';
const messageOfIssue = (issue: { path: PropertyKey[] }): BookingMessage =>
  issue.path[0] === 'contact_phone'
    ? 'phoneInvalid'
    : issue.path[0] === 'preferred_slots'
      ? 'slotsInvalid'
      : 'noteInvalid';

/**
 * Consultation booking (docs/product.md#screens): what it is booked from (the event with its price, the doctor
 * and clinic), up to three preferred times within the clinic's opening hours (contracts/booking-slots.ts), an
 * optional contact phone for the clinic only, and the free-text note shown at least 5 rows with the LINE ID hint;
 * after booking, the 'consultation booked' toast and a second button to the LINE friend-add link
 * (LINE_FRIEND_URL), or, while none is configured, to a page that says so.
 */
export function CounselModal({
  open,
  onClose,
  clinicId,
  sourceType,
  sourceId,
  source,
}: {
  open: boolean;
  onClose: () => void;
  clinicId: number;
  sourceType: SourceType;
  sourceId: number;
  source?: BookingSource;
}) {
  const t = useTranslations('Counsel');
  const { lineFriendUrl } = useAuthConfig();
  const [booked, setBooked] = useState(false);
  // The clinic's opening hours and days off, read when the sheet opens: they give the times one may prefer.
  const clinic = usePublic(open ? `clinic/${clinicId}/hours` : null, (api) =>
    api.public.clinics[':id'].$get({ param: { id: String(clinicId) }, query: {} }),
  );
  const hours = clinic.data?.data.openingHours;
  const days = useMemo(() => (hours === undefined ? null : bookableDays(hours, new Date())), [hours]);
  // The form's values are the contract's booking body: the preferred times, the phone and the note.
  const form = useZodForm(createCounselBody, {
    defaultValues: { clinic_id: clinicId, sourceType, sourceId, content: '', preferred_slots: [], contact_phone: '' },
    messageOf: messageOfIssue,
  });
  const slots = form.watch('preferred_slots') ?? [];
  const [refused, setRefused] = useState<RefusedFields>({ slots: {}, phone: false });
  // One key per booking the person means to make: a double tap or a retry after a lost answer books once.
  const [bookingKey, setBookingKey] = useState(newIdempotencyKey);

  // A second submit before the first answers (a double tap) is dropped here; one that still gets through
  // (a retry after a lost answer) carries the same key.
  const sending = useRef(false);

  const book = async ({ content, preferred_slots, contact_phone }: CreateCounselBody) => {
    if (sending.current) return;
    sending.current = true;
    setRefused({ slots: {}, phone: false });
    try {
      await memberCall((api) =>
        api.member.counsels.$post({
          header: { 'idempotency-key': bookingKey },
          json: { clinic_id: clinicId, sourceType, sourceId, content, preferred_slots, contact_phone },
        }),
      );
      toast.success(t('booked'));
      setBooked(true);
      form.reset({ clinic_id: clinicId, sourceType, sourceId, content: '', preferred_slots: [], contact_phone: '' });
      setBookingKey(newIdempotencyKey());
    } catch (err) {
      const limited = err instanceof MemberCallError && err.status === 429;
      // The event ended while the page was open: the page offers the clinic's consultation once reloaded.
      const ended = err instanceof MemberCallError && err.body?.error?.code === 'EVENT_ENDED';
      // A time the clinic no longer offers (a day off added since the sheet opened): say which one.
      const fields = err instanceof MemberCallError && err.status === 400 ? refusedFields(err.body) : null;
      if (fields) {
        setRefused(fields);
        toast.error(t(fields.phone ? 'phoneInvalid' : 'slotsRefused'));
        return;
      }
      if (!limited && !ended) logFailure('booking', err);
      toast.error(limited ? t('tooMany') : ended ? t('eventEnded') : t('failed'));
    } finally {
      sending.current = false;
    }
  };
  // handleSubmit is made in the handler: `book` reads the sending ref, which only an event may touch.
  const submit = (e: FormEvent) =>
    form.handleSubmit(book, (errors) => {
      const first = errors.contact_phone ?? errors.preferred_slots ?? errors.content;
      toast.error(t(messageKeyOf<BookingMessage>(first) ?? 'noteInvalid'));
    })(e);
  const phoneError = form.formState.errors.contact_phone || refused.phone;
  const slotErrors = Object.fromEntries(Object.keys(refused.slots).map((i) => [Number(i), t('slotRefused')]));

  const close = () => {
    setBooked(false);
    onClose();
  };

  return (
    <Modal open={open} onClose={close} title={t('bookTitle')} closeLabel={t('close')} variant="sheet">
      {booked ? (
        <div className="section form">
          <p>{t('booked')}</p>
          {lineFriendUrl ? (
            <a
              className="login-button login-button--line"
              href={lineFriendUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('addLineFriend')}
            </a>
          ) : (
            // No LINE account here (LINE_FRIEND_URL): no button that cannot work, but why, and where the answer comes.
            <>
              <p className="form__hint">{t('lineNotConnected')}</p>
              <AppLink className="button" href="/counsel">
                {t('toCounsels')}
              </AppLink>
            </>
          )}
          <button type="button" className="button button--ghost" onClick={close}>
            {t('close')}
          </button>
        </div>
      ) : (
        <form className="section form counsel-form" onSubmit={(e) => void submit(e)}>
          {source && <BookingSourceCard source={source} />}
          <AnswerTime figure={clinic.data?.data.trust?.answer} />
          {days === null ? (
            <p className="form__hint" aria-busy="true">
              {clinic.error ? t('slots.unavailable') : t('loading')}
            </p>
          ) : (
            <SlotPicker
              days={days}
              value={slots}
              errors={slotErrors}
              onChange={(next) => {
                form.setValue('preferred_slots', next);
                setRefused((r) => ({ ...r, slots: {} }));
                setBookingKey(newIdempotencyKey()); // other times are another booking
              }}
            />
          )}
          <label htmlFor="counsel-phone" className="form__label">
            {t('phoneLabel')}
          </label>
          <input
            id="counsel-phone"
            className="form__input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={20}
            placeholder="010-1234-5678"
            aria-invalid={phoneError ? true : undefined}
            aria-describedby="counsel-phone-hint"
            {...form.register('contact_phone', {
              // Hyphens and spaces as people type them are dropped: the number is stored as digits.
              setValueAs: (v: string) => (v ?? '').replace(/[\s-]/g, ''),
              onChange: () => {
                setRefused((r) => ({ ...r, phone: false }));
                setBookingKey(newIdempotencyKey());
              },
            })}
          />
          {phoneError ? (
            <p id="counsel-phone-hint" className="form__warning" role="alert">
              {t('phoneInvalid')}
            </p>
          ) : (
            <p id="counsel-phone-hint" className="form__hint">
              {t('phoneHint')}
            </p>
          )}
          <label htmlFor="counsel-note" className="form__label">
            {t('noteLabel')}
          </label>
          <textarea
            id="counsel-note"
            className="form__textarea"
            rows={5}
            maxLength={COUNSEL_CONTENT_MAX}
            {...form.register('content', {
              onChange: () => setBookingKey(newIdempotencyKey()), // another text is another booking
            })}
            placeholder={t('notePlaceholder')}
            aria-describedby="counsel-line-hint"
          />
          <p id="counsel-line-hint" className="form__hint">
            {t('lineHint')}
          </p>
          <button type="submit" className="button" disabled={form.formState.isSubmitting}>
            {t('submit')}
          </button>
        </form>
      )}
    </Modal>
  );
}

/** How fast the clinic answers (its published answer-time figure, docs/trust.md), or that it is still counted. */
function AnswerTime({ figure }: { figure: AnswerFigure | undefined }) {
  const t = useTranslations('Counsel');
  const tc = useTranslations('Common');
  if (!figure) return null;
  // Still counted (below its threshold): the clinic page says so; the sheet stays as short as it was.
  if (figure.rate === null) return null;
  const d = figure.medianMinutes === null ? null : durationOf(figure.medianMinutes);
  return (
    <p className="trust-answer">
      {d && t('answerUsually', { time: tc(d.unit, { count: d.count }) })}
      <span>{t('answerShare', { n: figure.n, percent: percentOf(figure.rate) })}</span>
    </p>
  );
}
