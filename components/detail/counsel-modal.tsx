'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useAuthConfig } from '@/components/member/auth-config';
import { AppLink } from '@/components/ui/app-link';
import { Modal } from '@/components/ui/modal';
import { COUNSEL_CONTENT_MAX, createCounselBody, type CreateCounselBody } from '@/contracts/counsels';
import { messageKeyOf, useZodForm } from '@/lib/forms/use-zod-form';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { memberCall, MemberCallError } from '@/lib/swr/member-fetch';
import { logFailure } from '@/lib/client-log';

export type SourceType = 'CLINIC' | 'DOCTOR' | 'EVENT' | 'REVIEW';

/**
 * Consultation booking (docs/product.md#screens): a free-text note shown at least 5 rows with the LINE ID hint; after
 * booking, the 'consultation booked' toast and a second button to the LINE friend-add link (LINE_FRIEND_URL),
 * or, while none is configured, to a page that says so.
 */
export function CounselModal({
  open,
  onClose,
  clinicId,
  sourceType,
  sourceId,
}: {
  open: boolean;
  onClose: () => void;
  clinicId: number;
  sourceType: SourceType;
  sourceId: number;
}) {
  const t = useTranslations('Counsel');
  const { lineFriendUrl } = useAuthConfig();
  const [booked, setBooked] = useState(false);
  // The form's values are the contract's booking body; the note is the only field the person fills in.
  const form = useZodForm(createCounselBody, {
    defaultValues: { clinic_id: clinicId, sourceType, sourceId, content: '' },
    messageOf: () => 'noteInvalid' as const,
  });
  // One key per booking the person means to make: a double tap or a retry after a lost answer books once.
  const [bookingKey, setBookingKey] = useState(newIdempotencyKey);

  // A second submit before the first answers (a double tap) is dropped here; one that still gets through
  // (a retry after a lost answer) carries the same key.
  const sending = useRef(false);

  const book = async ({ content }: CreateCounselBody) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await memberCall((api) =>
        api.member.counsels.$post({
          header: { 'idempotency-key': bookingKey },
          json: { clinic_id: clinicId, sourceType, sourceId, content },
        }),
      );
      toast.success(t('booked'));
      setBooked(true);
      form.setValue('content', '');
      setBookingKey(newIdempotencyKey());
    } catch (err) {
      const limited = err instanceof MemberCallError && err.status === 429;
      // The event ended while the page was open: the page offers the clinic's consultation once reloaded.
      const ended = err instanceof MemberCallError && err.body?.error?.code === 'EVENT_ENDED';
      if (!limited && !ended) logFailure('booking', err);
      toast.error(limited ? t('tooMany') : ended ? t('eventEnded') : t('failed'));
    } finally {
      sending.current = false;
    }
  };
  // handleSubmit is made in the handler: `book` reads the sending ref, which only an event may touch.
  const submit = (e: FormEvent) =>
    form.handleSubmit(
      book,
      (errors) => void toast.error(t(messageKeyOf<'noteInvalid'>(errors.content) ?? 'noteInvalid')),
    )(e);

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
        <form className="section form" onSubmit={(e) => void submit(e)}>
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
