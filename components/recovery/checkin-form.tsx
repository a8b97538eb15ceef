'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { TopBar } from '@/components/layout/top-bar';
import { LoadingStatus } from '@/components/ui/skeleton';
import type { ReviewCheckins } from '@/contracts/recovery';
import { RECOVERY_METRICS, type RecoveryMetric } from '@/contracts/trust';
import { logFailure } from '@/lib/client-log';
import { useAppRouter } from '@/lib/i18n/use-app-router';
import { memberCall, MemberCallError } from '@/lib/swr/member-fetch';

const SCORES = Array.from({ length: 11 }, (_, i) => i);

/** The recovery check-in of the day open now (docs/trust.md#recovery): four 0–10 ratings, sent through the BFF. */
export function CheckinForm({ reviewId }: { reviewId: number }) {
  const t = useTranslations('Recovery');
  const tm = useTranslations('MyPage');
  const router = useAppRouter();
  const [state, setState] = useState<ReviewCheckins | null | 'error'>(null);
  const [values, setValues] = useState<Record<RecoveryMetric, number>>({
    swelling: 0,
    bruising: 0,
    pain: 0,
    satisfaction: 5,
  });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    memberCall((api) => api.member.reviews[':id'].checkins.$get({ param: { id: String(reviewId) } }))
      .then((res) => {
        const data = res.data as ReviewCheckins;
        setState(data);
        const existing = data.days.find((d) => d.day === data.openDay)?.checkin;
        if (existing)
          setValues({
            swelling: existing.swelling,
            bruising: existing.bruising,
            pain: existing.pain,
            satisfaction: existing.satisfaction,
          });
      })
      .catch((err) => {
        logFailure('recovery check-in', err);
        setState('error');
      });
  }, [reviewId]);

  const day = state && state !== 'error' ? state.openDay : null;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (day === null) return;
    setBusy(true);
    try {
      await memberCall((api) =>
        api.member.reviews[':id'].checkins[':day'].$put({
          param: { id: String(reviewId), day: String(day) },
          json: values,
        }),
      );
      toast.success(t('saved'));
      router.replace('/my-page');
    } catch (err) {
      if (err instanceof MemberCallError && err.body?.error?.code === 'CHECKIN_CLOSED') toast.error(t('closed'));
      else {
        logFailure('recovery check-in', err);
        toast.error(t('failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <TopBar breadcrumb={[{ label: tm('title'), href: '/my-page' }, { label: t('myTitle') }]} />
      {state === null ? (
        <LoadingStatus label={tm('loading')} />
      ) : state === 'error' || day === null ? (
        <p className="empty">{t('notOpen')}</p>
      ) : (
        <form className="section form" onSubmit={(e) => void submit(e)}>
          <h1 className="section__title">{t('formTitle', { day })}</h1>
          <p className="form__hint">{t('formLead')}</p>
          {RECOVERY_METRICS.map((m) => (
            <label key={m} className="form__field">
              <span className="form__label">
                {t(`metric.${m}`)} <span className="form__hint">{t(`scale.${m}`)}</span>
              </span>
              <select
                className="form__select"
                name={m}
                value={values[m]}
                onChange={(e) => setValues((v) => ({ ...v, [m]: Number(e.target.value) }))}
              >
                {SCORES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <button type="submit" className="button" disabled={busy}>
            {t('submit')}
          </button>
        </form>
      )}
    </>
  );
}
