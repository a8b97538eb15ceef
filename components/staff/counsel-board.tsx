'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useSWRConfig } from 'swr';
import { formatAppointment, formatPhone } from '@/components/counsel/counsel-history';
import {
  COUNSEL_STATES,
  type CounselState,
  needsAppointment,
  needsConfirmation,
  stateBadge,
} from '@/contracts/counsel-states';
import type { StaffCounsel } from '@/contracts/counsels';
import { formatReviewDateTime } from '@/lib/format';
import { useAppRouter } from '@/lib/i18n/use-app-router';
import { staffApi, staffCall } from '@/lib/client/staff-api';
import { StaffCallError } from '@/lib/swr/staff-fetch';
import { STAFF_SESSION_KEY, useStaffCounsels } from '@/lib/swr/use-staff';
import { AppointmentDialog, type AppointmentProblem } from './appointment-dialog';
import { ConfirmDialog, Pager, useSaveFailure } from './form-kit';
import { LoadState } from './load-state';
import { offerUndo } from './undo-toast';

const PAGE = 20;
const stateOf = (raw: string | null): CounselState | null =>
  (COUNSEL_STATES as readonly string[]).includes(raw ?? '') ? (raw as CounselState) : null;
const pageOf = (raw: string | null) => Math.max(1, Math.min(100_000, Number.parseInt(raw ?? '1', 10) || 1));

/** /partner/counsels: consultations booked with the clinic, by state (?state=, ?page=), each moved one step at a time. */
export function CounselBoard() {
  const t = useTranslations('Console.counsels');
  const search = useSearchParams();
  const pathname = usePathname();
  const router = useAppRouter();
  const state = stateOf(search.get('state'));
  const page = pageOf(search.get('page'));
  const { data, error, mutate } = useStaffCounsels(state, (page - 1) * PAGE, PAGE);
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE)) : 1;

  const go = (next: { state?: CounselState | null; page?: number }) => {
    const q = new URLSearchParams();
    const s = next.state === undefined ? state : next.state;
    if (s) q.set('state', s);
    const p = next.page ?? 1;
    if (p > 1) q.set('page', String(p));
    router.replace(`${pathname}${q.size ? `?${q}` : ''}`, { scroll: false });
  };

  return (
    <>
      <h1 className="pc-title">{t('title')}</h1>
      <p className="pc-lead">{t('lead')}</p>
      <nav aria-label={t('filter')}>
        <div className="chips" style={{ marginBottom: 16 }}>
          {[null, ...COUNSEL_STATES].map((s) => (
            <button
              key={s ?? 'all'}
              type="button"
              className="chip"
              aria-current={s === state ? 'true' : undefined}
              onClick={() => go({ state: s })}
            >
              {s ? <StateLabel state={s} /> : t('all')}
            </button>
          ))}
        </div>
      </nav>
      <LoadState loading={!data} error={error} onRetry={() => void mutate()}>
        <p className="pc-item__meta" aria-live="polite">
          {t('total', { count: data?.total ?? 0 })}
        </p>
        {data?.data.length === 0 && <p className="empty">{t('empty')}</p>}
        <ul className="pc-list" aria-label={t('title')}>
          {data?.data.map((counsel) => (
            <CounselCard key={counsel.id} counsel={counsel} onChanged={() => void mutate()} />
          ))}
        </ul>
        <Pager page={page} pages={pages} label={t('page', { page, pages })} onGo={(p) => go({ page: p })} />
      </LoadState>
    </>
  );
}

/** The state as members read it ('병원 확인 대기' …): one vocabulary on both sides. */
function StateLabel({ state }: { state: CounselState }) {
  const t = useTranslations('Counsel.state');
  return <>{t(state)}</>;
}

// The badge's look for each kind a state has (contracts/counsels.ts).
const BADGE_CLASS = { wait: 'pc-badge--wait', on: 'pc-badge--on', off: 'pc-badge--off' } as const;
const badgeClass = (state: CounselState) => {
  const badge = stateBadge(state);
  return badge ? BADGE_CLASS[badge] : '';
};

function CounselCard({ counsel, onChanged }: { counsel: StaffCounsel; onChanged: () => void }) {
  const t = useTranslations('Console.counsels');
  const tState = useTranslations('Counsel.state');
  const locale = useLocale();
  const { mutate } = useSWRConfig();
  const failed = useSaveFailure();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<CounselState | null>(null);
  // A move that sets an appointment asks for its date and time first.
  const [scheduling, setScheduling] = useState<CounselState | null>(null);
  const [appointmentProblem, setAppointmentProblem] = useState<AppointmentProblem>(null);
  const source = counsel.source
    ? 'name' in counsel.source
      ? counsel.source.name
      : counsel.source.title.trim() || t('untitledReview')
    : t('sourceGone');
  const who = counsel.member.nickname ? t('memberName', { name: counsel.member.nickname }) : t('withdrawn');
  // One toast per counsel: a newer move's offer replaces the older one, which could no longer be undone.
  const undoToastId = `counsel-move-${counsel.id}`;
  const refresh = () => {
    onChanged();
    void mutate(STAFF_SESSION_KEY);
  };

  // Runs after the toast was shown, maybe once this card has left a filtered list: it uses no state of the card.
  const undo = async (changeId: number, back: CounselState) => {
    try {
      await staffCall(
        staffApi.staff.counsels[':id'].undo.$post({ param: { id: String(counsel.id) }, json: { change_id: changeId } }),
      );
      toast.success(t('undone', { state: tState(back) }), { id: undoToastId });
    } catch (err) {
      const code = err instanceof StaffCallError && err.status === 409 ? err.body?.error?.code : null;
      if (code === 'UNDO_EXPIRED') toast.error(t('undoExpired'));
      else if (code === 'UNDO_NOT_LATEST') toast.error(t('undoNotLatest'));
      else failed(err);
    } finally {
      refresh();
    }
  };

  const move = async (to: CounselState, appointmentAt?: string) => {
    setBusy(true);
    try {
      const json = appointmentAt ? { state: to, appointment_at: appointmentAt } : { state: to };
      const { data } = await staffCall(
        staffApi.staff.counsels[':id'].$patch({ param: { id: String(counsel.id) }, json }),
      );
      const offered = data.undo;
      const message = t('moved', { state: tState(to) });
      if (offered)
        offerUndo({
          id: undoToastId,
          message,
          undoLabel: t('undo'),
          onUndo: () => void undo(offered.change_id, offered.from_state),
        });
      else toast.success(message, { id: undoToastId });
      setConfirming(null);
      setScheduling(null);
      refresh();
    } catch (err) {
      if (err instanceof StaffCallError && err.status === 409) {
        toast.error(t('conflict'));
        setConfirming(null);
        setScheduling(null);
        onChanged();
      } else if (err instanceof StaffCallError && err.status === 400 && appointmentAt) {
        // The time passed while the dialog was open: said beside the fields.
        setAppointmentProblem('past');
      } else failed(err);
    } finally {
      setBusy(false);
    }
  };
  const ask = (to: CounselState) => {
    if (needsAppointment(to)) {
      setAppointmentProblem(null);
      setScheduling(to);
    } else if (needsConfirmation(to)) setConfirming(to);
    else void move(to);
  };

  const forward = counsel.nextStates.filter((s) => s !== 'CANCELED');
  const cancellable = counsel.nextStates.includes('CANCELED');
  return (
    <li className="pc-card" aria-label={`${counsel.member.nickname ?? t('withdrawn')} · ${tState(counsel.state)}`}>
      <div className="pc-row pc-row--between">
        <span className={`pc-badge ${badgeClass(counsel.state)}`}>{tState(counsel.state)}</span>
        <span className="pc-item__meta">{t('bookedAt', { date: formatReviewDateTime(counsel.created_at) })}</span>
      </div>
      <p className="pc-item__title" style={{ marginTop: 8 }}>
        {counsel.member.nickname ?? t('withdrawn')}
      </p>
      <p className="pc-item__meta">
        {t('source')}: {t(`sourceType.${counsel.sourceType}`)} · {source}
        {counsel.review_id ? ` · ${t('hasReview')}` : ''}
      </p>
      {counsel.appointment_at && (
        <p className="pc-item__title">
          {t('appointmentAt', { date: formatAppointment(counsel.appointment_at, locale) })}
        </p>
      )}
      {counsel.state_changed_at && (
        <p className="pc-item__meta">{t('changedAt', { date: formatReviewDateTime(counsel.state_changed_at) })}</p>
      )}
      {counsel.preferred_slots.length > 0 && (
        <div className="pc-slots">
          <p className="pc-item__meta">{t('preferredSlots')}</p>
          <ol className="slot-list" aria-label={t('preferredSlots')}>
            {counsel.preferred_slots.map((slot, i) => (
              <li key={slot}>
                <span className="slot-list__rank">{t('slotRank', { n: i + 1 })}</span>
                <time dateTime={slot}>{formatAppointment(slot, locale)}</time>
              </li>
            ))}
          </ol>
        </div>
      )}
      {counsel.contact_phone && (
        <p className="pc-item__meta">
          {t('contactPhone')}:{' '}
          <a className="pc-phone" href={`tel:${counsel.contact_phone}`}>
            {formatPhone(counsel.contact_phone)}
          </a>
        </p>
      )}
      <p className="pc-note" aria-label={t('note')}>
        {counsel.content || t('noNote')}
      </p>
      <div className="pc-row" style={{ marginTop: 10 }}>
        {forward.map((to) => (
          <button key={to} type="button" className="button button--small" disabled={busy} onClick={() => ask(to)}>
            {t(`move.${to as Exclude<CounselState, 'AWAITING_CLINIC_CONFIRMATION'>}`)}
          </button>
        ))}
        {cancellable && (
          <button
            type="button"
            className="button button--danger button--small"
            disabled={busy}
            onClick={() => ask('CANCELED')}
          >
            {t('move.CANCELED')}
          </button>
        )}
        {!counsel.nextStates.length && <span className="pc-item__meta">{t('final')}</span>}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'CANCELED' ? t('cancelTitle') : t('confirmTitle')}
        body={
          confirming
            ? `${t('confirmBody', { who, state: tState(confirming) })} ${t(`confirmWhy.${confirming as 'CONSULTATION_COMPLETE' | 'TREATMENT_COMPLETE' | 'CANCELED'}`)}`
            : ''
        }
        confirmLabel={
          confirming ? t(`move.${confirming as Exclude<CounselState, 'AWAITING_CLINIC_CONFIRMATION'>}`) : ''
        }
        busy={busy}
        onConfirm={() => confirming && void move(confirming)}
        onClose={() => setConfirming(null)}
      />
      <AppointmentDialog
        key={scheduling ?? 'none'}
        open={scheduling !== null}
        title={t('appointmentTitle')}
        body={scheduling ? t('appointmentBody', { who, state: tState(scheduling) }) : ''}
        confirmLabel={
          scheduling
            ? t(`move.${scheduling as 'CONSULTATION_APPOINTMENT_CONFIRMED' | 'TREATMENT_APPOINTMENT_CONFIRMED'}`)
            : ''
        }
        busy={busy}
        problem={appointmentProblem}
        preferred={counsel.preferred_slots}
        formatSlot={(iso) => formatAppointment(iso, locale)}
        onConfirm={(at) => scheduling && void move(scheduling, at)}
        onClose={() => setScheduling(null)}
      />
    </li>
  );
}
