'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { LoadState } from '@/components/staff/load-state';
import { operatorApi, operatorCall } from '@/lib/client/operator-api';
import { useOperatorApplications } from '@/lib/swr/use-operator';
import type { Approval, PartnerApplication } from '@/contracts/partner-applications';
import { DecisionBox } from './decision-box';

/**
 * /admin/applications: the partner applications, open ones first. Approving makes the clinic (unpublished until its
 * profile is complete) and its staff account; the one-time password link is shown here once, to pass on when no
 * email went out.
 */
export function ApplicationsQueue() {
  const t = useTranslations('Operator.applications');
  const { data, error, isLoading, mutate } = useOperatorApplications();
  const [approved, setApproved] = useState<Approval | null>(null);
  return (
    <section>
      <h1 className="pc-title">{t('title')}</h1>
      <p className="pc-lead">{t('intro')}</p>
      {approved && <OneTimeLink approval={approved} onClose={() => setApproved(null)} />}
      <LoadState loading={isLoading} error={error} onRetry={() => void mutate()}>
        {data && data.data.length === 0 && <p>{t('empty')}</p>}
        <ul className="op-list">
          {data?.data.map((a) => (
            <ApplicationRow
              key={a.id}
              application={a}
              onApproved={(approval) => {
                setApproved(approval);
                window.scrollTo({ top: 0 });
                void mutate();
              }}
              onRejected={() => void mutate()}
            />
          ))}
        </ul>
      </LoadState>
    </section>
  );
}

function OneTimeLink({ approval, onClose }: { approval: Approval; onClose: () => void }) {
  const t = useTranslations('Operator.applications');
  const url = `${window.location.origin}${approval.setupLink}`;
  return (
    <div className="op-link" role="status" data-testid="one-time-link">
      <strong>{t('linkTitle')}</strong>
      <p>{t('linkText', { userId: approval.staffUserId })}</p>
      <p>{approval.emailed ? t('emailed') : t('notEmailed')}</p>
      <input
        className="form__input"
        readOnly
        value={url}
        aria-label={t('linkTitle')}
        onFocus={(e) => e.target.select()}
      />
      <div className="op-decision__buttons">
        <button type="button" className="button button--small" onClick={() => void navigator.clipboard?.writeText(url)}>
          {t('copy')}
        </button>
        <button type="button" className="button button--small button--outline" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}

function ApplicationRow({
  application: a,
  onApproved,
  onRejected,
}: {
  application: PartnerApplication;
  onApproved: (approval: Approval) => void;
  onRejected: () => void;
}) {
  const t = useTranslations('Operator.applications');
  const format = useFormatter();
  const userIdBox = useId();
  const [userId, setUserId] = useState('');
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="op-row" data-testid="application">
      <span className="op-row__when">
        {when(a.createdAt)} · <span className={`op-state op-state--${a.state}`}>{t(`state.${a.state}`)}</span>
      </span>
      <strong>{a.clinicName}</strong>
      <span>
        {t(`kind.${a.registrationKind}`)}: {a.registrationNumber}
      </span>
      <span>
        ({a.address.postalCode}) {a.address.roadAddress} {a.address.detailAddress ?? ''}
      </span>
      <span>
        {t('contact')}: {a.contactName} · {a.phone} · {a.email}
      </span>
      <span>
        {t('specialties')}: {a.specialties.map((s) => s.name).join(', ')}
      </span>
      {a.decision && (
        <span>
          {t('decided', { by: a.decision.by ?? '—', at: when(a.decision.at) })}
          {a.decision.reason ? ` · ${a.decision.reason}` : ''}
          {a.staffUserId ? ` · ${t('staffAccount')}: ${a.staffUserId}` : ''}
        </span>
      )}
      {a.state === 'PENDING' && (
        <DecisionBox
          choices={[
            { value: 'approve', label: t('approve') },
            { value: 'reject', label: t('reject'), danger: true },
          ]}
          reasonOptional="approve"
          extra={
            <>
              <label htmlFor={userIdBox} className="form__label">
                {t('userId')}
              </label>
              <input
                id={userIdBox}
                className="form__input"
                value={userId}
                placeholder={`clinic_${a.registrationNumber}`}
                onChange={(e) => setUserId(e.target.value)}
              />
            </>
          }
          onDecide={async (choice, reason) => {
            const param = { id: String(a.id) };
            if (choice === 'approve') {
              const { data } = await operatorCall(
                operatorApi.operator['partner-applications'][':id'].approve.$post({
                  param,
                  json: { ...(reason ? { reason } : {}), ...(userId.trim() ? { user_id: userId.trim() } : {}) },
                }),
              );
              onApproved(data);
            } else {
              await operatorCall(
                operatorApi.operator['partner-applications'][':id'].reject.$post({ param, json: { reason } }),
              );
              onRejected();
            }
          }}
        />
      )}
    </li>
  );
}
