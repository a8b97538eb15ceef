'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { LoadState } from '@/components/staff/load-state';
import { AppLink } from '@/components/ui/app-link';
import { Rating } from '@/components/ui/rating';
import type { ModerationCase } from '@/contracts/moderation';
import {
  DECISIONS_OF,
  REMOVE_REASONS,
  RESTORE_REASONS,
  type Decision,
  type DecisionReason,
} from '@/contracts/moderation-rules';
import { operatorApi, operatorCall, OperatorCallError } from '@/lib/client/operator-api';
import { useModerationCase } from '@/lib/swr/use-operator-moderation';
import { useModerationLabels } from './moderation-labels';
import styles from './moderation.module.css';

/** /admin/moderation/{id}: the review beside its counsel history and the clinic's reply, the reports, the decision. */
export function CaseDetail({ caseId }: { caseId: number }) {
  const t = useTranslations('Operator.moderation');
  const { data, error, isLoading, mutate } = useModerationCase(caseId);
  return (
    <section>
      <p>
        <AppLink href="/admin/moderation">← {t('back')}</AppLink>
      </p>
      <LoadState loading={isLoading} error={error} onRetry={() => void mutate()}>
        {data && <CaseView c={data.data} onDecided={() => void mutate()} />}
      </LoadState>
    </section>
  );
}

/** The text with the words the advertising check flagged marked. */
function marked(text: string, words: string[]): ReactNode[] {
  const found = words.filter(Boolean);
  if (found.length === 0) return [text];
  const pattern = new RegExp(`(${found.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'g');
  return text.split(pattern).map((part, i) =>
    found.includes(part) ? (
      <mark key={i} className={styles.mark}>
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

function CaseView({ c, onDecided }: { c: ModerationCase; onDecided: () => void }) {
  const t = useTranslations('Operator.moderation');
  const tm = useTranslations('Moderation');
  const labels = useModerationLabels();
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const words = c.adWording.map((f) => f.words);
  const shown = c.review ?? (c.snapshot && { ...c.snapshot, photos: [] as string[] });
  return (
    <>
      <h1 className="pc-title">
        {t('case', { id: c.id })} · {labels.kind(c.kind)} · {labels.decision(c.decision)}
      </h1>
      <p className="pc-lead">
        <AppLink href={`/admin/clinics/${c.clinic.id}`}>{c.clinic.name}</AppLink> · {when(c.openedAt)}
        {c.hiddenUntil && ` · ${t('hiddenUntil')} ${when(c.hiddenUntil)}`}
      </p>
      <div className={styles.columns}>
        <div>
          <div className={styles.panel}>
            <h2>{c.review ? t('review') : t('reviewGone')}</h2>
            {shown && (
              <>
                <p className={styles.rowTitle}>{marked(shown.title || t('untitled'), words)}</p>
                <Rating value={shown.rating} />
                <p className={styles.reviewText}>{marked(shown.content, words)}</p>
              </>
            )}
            {c.review && (
              <>
                <dl className={styles.kv}>
                  <dt>{t('verification')}</dt>
                  <dd>{t(`verificationLevel.${c.review.verification}`)}</dd>
                  <dt>{t('writer')}</dt>
                  <dd>
                    {c.review.writerMemberId ? (
                      <AppLink href={`/admin/members/${c.review.writerMemberId}`}>
                        {c.review.writerNickname ?? '—'} (#{c.review.writerMemberId})
                      </AppLink>
                    ) : (
                      '—'
                    )}
                  </dd>
                  <dt>{t('written')}</dt>
                  <dd>{when(c.review.created_at)}</dd>
                </dl>
                <h2 style={{ marginTop: 12 }}>{t('photos')}</h2>
                {c.review.photos.length === 0 ? (
                  <p className={styles.rowMeta}>{t('noPhotos')}</p>
                ) : (
                  <div className={styles.photos}>
                    {c.review.photos.map((url) => (
                      // eslint-disable-next-line @next/next/no-img-element -- operator-only thumbnails
                      <img key={url} src={url} alt="" />
                    ))}
                  </div>
                )}
              </>
            )}
          </div>
          <div className={styles.panel}>
            <h2>{t('adWordingTitle')}</h2>
            {c.adWording.length === 0 ? (
              <p className={styles.rowMeta}>{t('adWordingNone')}</p>
            ) : (
              <ul className={styles.history}>
                {c.adWording.map((f) => (
                  <li key={f.rule}>
                    <mark className={styles.mark}>{f.words}</mark> — {f.law}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {c.request && (
            <div className={styles.panel}>
              <h2>{t('request')}</h2>
              <p className={styles.rowTitle}>{labels.reason(c.request.reason)}</p>
              <p className={styles.reviewText}>{c.request.text}</p>
            </div>
          )}
          <div className={styles.panel}>
            <h2>{t('objectionTitle')}</h2>
            {c.objectionDetail ? (
              <>
                <p className={styles.rowMeta}>{when(c.objectionDetail.at)}</p>
                <p className={styles.reviewText}>{c.objectionDetail.text}</p>
              </>
            ) : (
              <p className={styles.rowMeta}>{t('noObjection')}</p>
            )}
          </div>
        </div>
        <div>
          <div className={styles.panel}>
            <h2>{t('counselHistory')}</h2>
            {c.counselHistory.length === 0 ? (
              <p className={styles.rowMeta}>{t('noCounsel')}</p>
            ) : (
              <ol className={styles.history}>
                {c.counselHistory.map((h, i) => (
                  <li key={i}>
                    {when(h.at)} · {h.from} → {h.to} ({h.actor})
                  </li>
                ))}
              </ol>
            )}
          </div>
          <div className={styles.panel}>
            <h2>{t('reply')}</h2>
            {c.reply ? (
              <>
                <p className={styles.rowMeta}>{when(c.reply.created_at)}</p>
                <p className={styles.reviewText}>{c.reply.content}</p>
              </>
            ) : (
              <p className={styles.rowMeta}>{t('noReply')}</p>
            )}
          </div>
          <div className={styles.panel}>
            <h2>{t('reportsTitle')}</h2>
            {c.reports.length === 0 ? (
              <p className={styles.rowMeta}>{t('noReports')}</p>
            ) : (
              <ul className={styles.history}>
                {c.reports.map((r) => (
                  <li key={r.id}>
                    <strong>{labels.reason(r.reason)}</strong> ·{' '}
                    <AppLink href={`/admin/members/${r.memberId}`}>{t('reporter', { id: r.memberId })}</AppLink> ·{' '}
                    {when(r.created_at)}
                    {r.text && <p className={styles.reviewText}>{r.text}</p>}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className={styles.panel}>
            <h2>{t('decide')}</h2>
            {c.state === 'OPEN' ? (
              <DecisionForm c={c} onDecided={onDecided} />
            ) : (
              <dl className={styles.kv}>
                <dt>{t('result')}</dt>
                <dd>
                  {labels.decision(c.decision)} · {labels.reason(c.decisionReason)}
                </dd>
                <dt>{t('note')}</dt>
                <dd>{c.decisionNote ?? '—'}</dd>
                <dt>{t('decidedBy')}</dt>
                <dd>{c.decidedBy ?? labels.reason('EXPIRED')}</dd>
                <dt>{t('decidedAt')}</dt>
                <dd>{c.decidedAt && when(c.decidedAt)}</dd>
              </dl>
            )}
          </div>
          <div className={styles.panel}>
            <h2>{t('log')}</h2>
            <ol className={styles.history}>
              {c.log.map((l, i) => (
                <li key={i}>
                  {when(l.at)} · {t(`action.${l.action}`)} · {tm(`requestedBy.${l.requestedBy}`)} ·{' '}
                  {labels.reason(l.reason)}
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </>
  );
}

type Errors = Partial<Record<'decision' | 'reason' | 'note', string>>;

function DecisionForm({ c, onDecided }: { c: ModerationCase; onDecided: () => void }) {
  const t = useTranslations('Operator.moderation');
  const labels = useModerationLabels();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState<DecisionReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const reasons = decision === 'REMOVE' ? REMOVE_REASONS : decision ? RESTORE_REASONS : [];
  const messages: Required<Errors> = {
    decision: t('decisionRequired'),
    reason: t('reasonRequired'),
    note: t('noteRequired'),
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const missing: Errors = {};
    if (!decision) missing.decision = messages.decision;
    if (!reason) missing.reason = messages.reason;
    if (note.trim().length < 2) missing.note = messages.note;
    setErrors(missing);
    if (!decision || !reason || Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      await operatorCall(
        operatorApi.operator.cases[':id'].decision.$post({
          param: { id: String(c.id) },
          json: { decision, reason, note: note.trim() },
        }),
      );
      toast.success(t('decided'));
      onDecided();
    } catch (err) {
      if (err instanceof OperatorCallError && err.status === 400) {
        const fields = err.body?.error?.fields ?? {};
        setErrors(
          Object.fromEntries(
            (['decision', 'reason', 'note'] as const).filter((f) => fields[f]).map((f) => [f, messages[f]]),
          ),
        );
      } else if (err instanceof OperatorCallError && err.status === 409) {
        toast.error(t('decidedAlready'));
        onDecided();
      } else toast.error(t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className={styles.choices} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="form__label">{t('decide')}</legend>
        {DECISIONS_OF[c.kind].map((d) => (
          <label key={d} className={styles.choice}>
            <input
              type="radio"
              name="decision"
              checked={decision === d}
              onChange={() => {
                setDecision(d);
                setReason(null);
              }}
            />
            {t(`decision.${d}`)}
          </label>
        ))}
      </fieldset>
      {errors.decision && (
        <p className={styles.fieldError} role="alert">
          {errors.decision}
        </p>
      )}
      <fieldset className={styles.choices} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="form__label">{t('reason')}</legend>
        {reasons.map((r) => (
          <label key={r} className={styles.choice}>
            <input type="radio" name="reason" checked={reason === r} onChange={() => setReason(r)} />
            {labels.reason(r)}
          </label>
        ))}
      </fieldset>
      {errors.reason && (
        <p className={styles.fieldError} role="alert">
          {errors.reason}
        </p>
      )}
      <label className="form__label">
        {t('note')}
        <textarea
          className={styles.textarea}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={Boolean(errors.note)}
        />
      </label>
      {errors.note && (
        <p className={styles.fieldError} role="alert">
          {errors.note}
        </p>
      )}
      <div className="pc-row pc-row--end">
        <button type="submit" className="button button--small" disabled={busy}>
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
