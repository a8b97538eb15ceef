'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { useSWRConfig } from 'swr';
import { VerificationBadge } from '@/components/review/verification-badge';
import { Rating } from '@/components/ui/rating';
import { formatDate } from '@/lib/format';
import { reviewHeadline } from '@/lib/review-headline';
import { useAppRouter } from '@/lib/i18n/use-app-router';
import { REPLY_MAX, replyBody, type Review } from '@/contracts/reviews';
import { staffApi, staffCall } from '@/lib/client/staff-api';
import { messageKeyOf, useZodForm } from '@/lib/forms/use-zod-form';
import { STAFF_SESSION_KEY, useStaffReviews } from '@/lib/swr/use-staff';
import { ConfirmDialog, Pager, useSaveFailure } from './form-kit';
import { LoadState } from './load-state';
import { TakedownButton } from './takedown-dialog';

const PAGE = 10;

/** /partner/reviews: the clinic's reviews, newest first (?page=), read-only, each with one reply box ('병원 답변'). */
export function ReviewReplies() {
  const t = useTranslations('Console.reviews');
  const search = useSearchParams();
  const pathname = usePathname();
  const router = useAppRouter();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const { data, error, mutate } = useStaffReviews((page - 1) * PAGE, PAGE);
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE)) : 1;
  const go = (p: number) => router.replace(p > 1 ? `${pathname}?page=${p}` : pathname);

  return (
    <>
      <h1 className="pc-title">{t('title')}</h1>
      <p className="pc-lead">{t('lead')}</p>
      <LoadState loading={!data} error={error} onRetry={() => void mutate()}>
        <p className="pc-item__meta">{t('total', { count: data?.total ?? 0 })}</p>
        {data?.data.length === 0 && <p className="empty">{t('empty')}</p>}
        <ul className="pc-list" aria-label={t('title')}>
          {data?.data.map((review) => (
            <ReviewItem key={review.id} review={review} onSaved={() => void mutate()} />
          ))}
        </ul>
        <Pager page={page} pages={pages} label={`${page} / ${pages}`} onGo={go} />
      </LoadState>
    </>
  );
}

function ReviewItem({ review, onSaved }: { review: Review; onSaved: () => void }) {
  const t = useTranslations('Console.reviews');
  const id = useId();
  const { mutate } = useSWRConfig();
  const failed = useSaveFailure();
  const tf = useTranslations('Console.fieldMessages');
  // The form's values are the contract's reply body.
  const form = useZodForm(replyBody, { defaultValues: { content: review.reply?.content ?? '' } });
  const problem = messageKeyOf(form.formState.errors.content);
  const [removing, setRemoving] = useState(false);
  const busy = removing || form.formState.isSubmitting;
  const [confirmRemove, setConfirmRemove] = useState(false);

  const after = (message: string) => {
    toast.success(message);
    onSaved();
    void mutate(STAFF_SESSION_KEY);
  };

  const save = form.handleSubmit(async ({ content: text }) => {
    try {
      await staffCall(
        staffApi.staff.reviews[':id'].reply.$put({ param: { id: String(review.id) }, json: { content: text } }),
      );
      after(t('saved'));
    } catch (err) {
      failed(err);
    }
  });

  const remove = async () => {
    setRemoving(true);
    try {
      await staffCall(staffApi.staff.reviews[':id'].reply.$delete({ param: { id: String(review.id) } }));
      form.reset({ content: '' });
      setConfirmRemove(false);
      after(t('removed'));
    } catch (err) {
      failed(err);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <li className="pc-card" aria-labelledby={`${id}-title`}>
      <div className="pc-row pc-row--between">
        <span className={`pc-badge ${review.reply ? 'pc-badge--on' : 'pc-badge--wait'}`}>
          {review.reply ? t('answered') : t('unanswered')}
        </span>
        <span className="pc-item__meta">
          {formatDate(review.created_at)}
          {review.updated_at && ` · ${t('edited', { date: formatDate(review.updated_at) })}`}
        </span>
      </div>
      <p id={`${id}-title`} className="pc-item__title" style={{ marginTop: 8 }}>
        {reviewHeadline(review, t('untitled'))}
      </p>
      <div className="pc-row">
        <Rating value={review.rating} />
        <VerificationBadge level={review.verification} />
      </div>
      {review.moderation ? (
        <p className="pc-note">
          <span className="pc-badge pc-badge--wait">
            {t('takedownHidden', { date: formatDate(review.moderation.hiddenUntil) })}
          </span>
        </p>
      ) : (
        <>
          <p className="pc-note">{review.content}</p>
          <div className="pc-row pc-row--end">
            <TakedownButton reviewId={review.id} onDone={onSaved} />
          </div>
        </>
      )}
      {review.reply?.answersEarlierVersion && <p className="pc-earlier">{t('replyEarlier')}</p>}
      <form onSubmit={(e) => void save(e)} style={{ marginTop: 12 }} noValidate>
        <label htmlFor={`${id}-reply`} className="form__label">
          {t('replyLabel')}
        </label>
        <textarea
          id={`${id}-reply`}
          className="form__textarea"
          rows={3}
          maxLength={REPLY_MAX}
          {...form.register('content')}
          placeholder={t('placeholder')}
          aria-label={t('replyFor', { title: reviewHeadline(review, t('untitled')) })}
        />
        {problem && (
          <p className="form__warning" role="alert">
            {problem === 'required' ? t('emptyReply') : tf(problem)}
          </p>
        )}
        <div className="pc-row pc-row--end" style={{ marginTop: 8 }}>
          {review.reply && (
            <button
              type="button"
              className="button button--danger button--small"
              disabled={busy}
              onClick={() => setConfirmRemove(true)}
            >
              {t('remove')}
            </button>
          )}
          <button type="submit" className="button button--small" disabled={busy}>
            {review.reply ? t('update') : t('write')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmRemove}
        title={t('removeTitle')}
        body={t('removeConfirm', { title: review.title })}
        confirmLabel={t('remove')}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setConfirmRemove(false)}
      />
    </li>
  );
}
