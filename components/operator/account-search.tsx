'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { operatorApi, operatorCall } from '@/lib/client/operator-api';
import type { OperatorMember, OperatorStaff } from '@/contracts/operators';
import { logFailure } from '@/lib/client-log';
import { SuspendControl } from './suspend-control';

type Kind = 'members' | 'staff';

/** /admin/accounts: find a member or a clinic's staff account, see its state, suspend it or lift a suspension. */
export function AccountSearch() {
  const t = useTranslations('Operator.accounts');
  const format = useFormatter();
  const [kind, setKind] = useState<Kind>('members');
  const [q, setQ] = useState('');
  const [members, setMembers] = useState<OperatorMember[] | null>(null);
  const [staff, setStaff] = useState<OperatorStaff[] | null>(null);
  const [failed, setFailed] = useState(false);
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });

  const search = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!q.trim()) return;
    setFailed(false);
    try {
      if (kind === 'members')
        setMembers((await operatorCall(operatorApi.operator.members.$get({ query: { q } }))).data);
      else setStaff((await operatorCall(operatorApi.operator.staff.$get({ query: { q } }))).data);
    } catch (err) {
      logFailure('account search failed', err);
      setFailed(true);
    }
  };
  const results = kind === 'members' ? members : staff;

  return (
    <section>
      <h1 className="pc-title">{t('title')}</h1>
      <p className="pc-lead">{t('intro')}</p>
      <div className="pc-row" role="tablist" aria-label={t('title')}>
        {(['members', 'staff'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={kind === k}
            className={`button button--small${kind === k ? '' : ' button--ghost'}`}
            onClick={() => setKind(k)}
          >
            {t(k)}
          </button>
        ))}
      </div>
      <form className="op-search" onSubmit={(e) => void search(e)}>
        <label className="form__label" htmlFor="account-q">
          {kind === 'members' ? t('memberQuery') : t('staffQuery')}
        </label>
        <div className="pc-row">
          <input
            id="account-q"
            className="form__input op-search__input"
            value={q}
            maxLength={64}
            onChange={(e) => setQ(e.target.value)}
            autoComplete="off"
          />
          <button type="submit" className="button button--small">
            {t('search')}
          </button>
        </div>
      </form>
      {failed && (
        <p className="pc-error" role="alert">
          {t('failed')}
        </p>
      )}
      {results && results.length === 0 && <p>{t('empty')}</p>}
      <ul className="op-list">
        {kind === 'members' &&
          members?.map((m) => (
            <li key={m.id} className="op-row">
              <strong>{m.nickname ?? '—'}</strong>
              <span className="op-row__when">
                {t('memberMeta', {
                  id: m.id,
                  provider: m.provider,
                  date: day(m.created_at),
                  reviews: m.reviewCount,
                  counsels: m.counselCount,
                })}
              </span>
              <SuspendControl
                target={{ kind: 'member', id: m.id }}
                suspendedAt={m.suspendedAt}
                onChanged={(at) =>
                  setMembers((list) => list?.map((x) => (x.id === m.id ? { ...x, suspendedAt: at } : x)) ?? null)
                }
              />
              <AppLink href={`/admin/members/${m.id}`}>{t('history')}</AppLink>
            </li>
          ))}
        {kind === 'staff' &&
          staff?.map((s) => (
            <li key={s.id} className="op-row">
              <strong>{s.user_id}</strong>
              <span className="op-row__when">
                {t('staffMeta', { id: s.id, clinic: s.clinic.name, date: day(s.created_at) })}
              </span>
              <SuspendControl
                target={{ kind: 'staff', id: s.id }}
                suspendedAt={s.suspendedAt}
                onChanged={(at) =>
                  setStaff((list) => list?.map((x) => (x.id === s.id ? { ...x, suspendedAt: at } : x)) ?? null)
                }
              />
              <AppLink href={`/admin/clinics/${s.clinic.id}`}>{t('history')}</AppLink>
            </li>
          ))}
      </ul>
    </section>
  );
}
