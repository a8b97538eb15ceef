'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import useSWR from 'swr';
import {
  CLINIC_FIGURES,
  FIGURE_REPLY_MAX,
  figureReplyBody,
  type ClinicFigure,
  type StaffFigureReplies,
} from '@/contracts/trust';
import { staffApi, staffCall } from '@/lib/client/staff-api';
import { messageKeyOf, useZodForm } from '@/lib/forms/use-zod-form';
import { percentOf } from '@/lib/trust-format';
import { useSaveFailure } from './form-kit';
import { LoadState } from './load-state';

/** /partner/figures ('지표 답변'): the clinic's three public figures as visitors see them, one reply box each. */
export function FigureReplies() {
  const t = useTranslations('Console.figures');
  const { data, error, mutate } = useSWR('staff/figure-replies', () =>
    staffCall(staffApi.staff.clinic['figure-replies'].$get()),
  );
  return (
    <>
      <h1 className="pc-title">{t('title')}</h1>
      <p className="pc-lead">{t('lead')}</p>
      <LoadState loading={!data} error={error} onRetry={() => void mutate()}>
        {data && (
          <ul className="pc-list" aria-label={t('title')}>
            {CLINIC_FIGURES.map((figure) => (
              <FigureItem
                key={`${figure}-${data.data.replies[figure]?.updatedAt ?? ''}`}
                figure={figure}
                figures={data.data}
                onSaved={() => void mutate()}
              />
            ))}
          </ul>
        )}
      </LoadState>
    </>
  );
}

function FigureItem({
  figure,
  figures,
  onSaved,
}: {
  figure: ClinicFigure;
  figures: StaffFigureReplies;
  onSaved: () => void;
}) {
  const t = useTranslations('Console.figures');
  const tf = useTranslations('Console.fieldMessages');
  const id = useId();
  const failed = useSaveFailure();
  const reply = figures.replies[figure];
  const form = useZodForm(figureReplyBody, { defaultValues: { body: reply?.body ?? '' } });
  const problem = messageKeyOf(form.formState.errors.body);
  const [removing, setRemoving] = useState(false);
  const busy = removing || form.formState.isSubmitting;
  const param = { param: { figure } };

  const save = form.handleSubmit(async ({ body }) => {
    try {
      await staffCall(staffApi.staff.clinic['figure-replies'][':figure'].$put({ ...param, json: { body } }));
      toast.success(t('saved'));
      onSaved();
    } catch (err) {
      failed(err);
    }
  });
  const remove = async () => {
    setRemoving(true);
    try {
      await staffCall(staffApi.staff.clinic['figure-replies'][':figure'].$delete(param));
      form.reset({ body: '' });
      toast.success(t('removed'));
      onSaved();
    } catch (err) {
      failed(err);
    } finally {
      setRemoving(false);
    }
  };

  const numbers = () => {
    if (figure === 'SIDE_EFFECTS') {
      const f = figures.sideEffects;
      return f.rate !== null
        ? t('sideEffectsRate', { n: f.n, k: f.k, percent: percentOf(f.rate) })
        : t('sideEffectsCount', { n: f.n, k: f.k });
    }
    const f = figure === 'PRICE' ? figures.price : figures.answer;
    return f.rate !== null && f.k !== null
      ? t('share', { n: f.n, k: f.k, percent: percentOf(f.rate) })
      : t('pending', { n: f.n, threshold: f.threshold });
  };

  return (
    <li className="pc-card" aria-labelledby={`${id}-title`} data-figure={figure}>
      <p id={`${id}-title`} className="pc-item__title">
        {t(`names.${figure}`)}
      </p>
      <p className="pc-note">{numbers()}</p>
      <form onSubmit={(e) => void save(e)} style={{ marginTop: 12 }} noValidate>
        <label htmlFor={`${id}-reply`} className="form__label">
          {t('replyLabel')}
        </label>
        <textarea
          id={`${id}-reply`}
          className="form__textarea"
          rows={3}
          maxLength={FIGURE_REPLY_MAX}
          {...form.register('body')}
          placeholder={t('placeholder')}
        />
        {problem && (
          <p className="form__warning" role="alert">
            {problem === 'required' ? t('emptyReply') : tf(problem)}
          </p>
        )}
        <div className="pc-row pc-row--end" style={{ marginTop: 8 }}>
          {reply && (
            <button
              type="button"
              className="button button--danger button--small"
              disabled={busy}
              onClick={() => void remove()}
            >
              {t('remove')}
            </button>
          )}
          <button type="submit" className="button button--small" disabled={busy}>
            {reply ? t('update') : t('write')}
          </button>
        </div>
      </form>
    </li>
  );
}
