'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { LoadState } from '@/components/staff/load-state';
import { operatorApi, operatorCall } from '@/lib/client/operator-api';
import { useOperatorAdWording } from '@/lib/swr/use-operator';
import type { AdWordingReview } from '@/contracts/ad-wording-reviews';
import { DecisionBox } from './decision-box';

/**
 * /admin/ad-wording: saves staff kept despite the advertising wording check, open ones first, each with the words
 * found, the rule and the staff member's reason. Requiring a change notifies the clinic's staff.
 */
export function AdWordingQueue() {
  const t = useTranslations('Operator.adWording');
  const { data, error, isLoading, mutate } = useOperatorAdWording();
  return (
    <section>
      <h1 className="pc-title">{t('title')}</h1>
      <p className="pc-lead">{t('intro')}</p>
      <LoadState loading={isLoading} error={error} onRetry={() => void mutate()}>
        {data && data.data.length === 0 && <p>{t('empty')}</p>}
        <ul className="op-list">
          {data?.data.map((r) => (
            <ReviewRow key={r.id} review={r} onDecided={() => void mutate()} />
          ))}
        </ul>
      </LoadState>
    </section>
  );
}

function ReviewRow({ review: r, onDecided }: { review: AdWordingReview; onDecided: () => void }) {
  const t = useTranslations('Operator.adWording');
  const rules = useTranslations('Console.adWording');
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="op-row" data-testid="ad-wording-review">
      <span className="op-row__when">
        {when(r.createdAt)} · <span className={`op-state op-state--${r.state}`}>{t(`state.${r.state}`)}</span>
      </span>
      <strong>
        {t(`entity.${r.entityType}`)}: {r.entityTitle ?? '—'}
      </strong>
      <span>
        {r.clinic.name} · {r.staffUserId}
      </span>
      <ul className="ad-wording__list">
        {r.findings.map((f) => (
          <li key={`${f.field}-${f.rule}`}>
            {rules(`field.${f.field as 'title' | 'content' | 'description'}`)}: <strong>‘{f.words}’</strong> —{' '}
            {rules(`rules.${f.rule}`)} <span className="ad-wording__law">({f.law})</span>
          </li>
        ))}
      </ul>
      <span>
        {t('justification')}: {r.justification}
      </span>
      {r.decision && (
        <span>
          {t('decided', { by: r.decision.by ?? '—', at: when(r.decision.at) })}
          {r.decision.reason ? ` · ${r.decision.reason}` : ''}
        </span>
      )}
      {r.state === 'OPEN' && (
        <DecisionBox
          choices={[
            { value: 'ACCEPTED', label: t('accept') },
            { value: 'CHANGE_REQUIRED', label: t('requireChange'), danger: true },
          ]}
          onDecide={async (decision, reason) => {
            await operatorCall(
              operatorApi.operator['ad-wording'][':id'].decision.$post({
                param: { id: String(r.id) },
                json: { decision, reason },
              }),
            );
            onDecided();
          }}
        />
      )}
    </li>
  );
}
