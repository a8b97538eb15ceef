'use client';

import { useTranslations } from 'next-intl';
import { TopBar } from '@/components/layout/top-bar';
import { PushOptIn } from '@/components/notifications/push-opt-in';
import { CardListSkeleton, LoadingStatus } from '@/components/ui/skeleton';
import { AppLink } from '@/components/ui/app-link';
import { Thumb } from '@/components/ui/thumb';
import { formatReviewDateTime } from '@/lib/format';
import { useCounsels } from '@/lib/swr/use-counsels';
import { SOURCE_KIND, sourceLabel } from './counsel-types';

/**
 * /counsel: the member's consultations (docs/product.md#screens). Each card: the state badge on top, then the clinic,
 * what was asked about ('이벤트 · …') and when, each on its own line.
 */
export function CounselListPage() {
  const t = useTranslations('Counsel');
  const td = useTranslations('Detail');
  const { data } = useCounsels();
  return (
    <>
      <TopBar breadcrumb={[{ label: t('title') }]} />
      {!data ? (
        <>
          <CardListSkeleton rows={4} />
          <LoadingStatus label={t('loading')} />
        </>
      ) : data.data.length === 0 ? (
        <p className="empty">{t('empty')}</p>
      ) : (
        <>
          <PushOptIn />
          <ul className="card-list" data-testid="counsel-list">
            {data.data.map((c) => (
              <li key={c.id}>
                <AppLink href={`/counsel/${c.id}`} className="entity-card">
                  <span className="entity-card__thumb">
                    <Thumb url={c.clinic.profileImage?.url} alt={c.clinic.name} sizes="72px" />
                  </span>
                  <span className="entity-card__body">
                    <span className="state-badge" data-state={c.state}>
                      {t(`state.${c.state}`)}
                    </span>
                    <span className="entity-card__name">{c.clinic.name}</span>
                    <span className="entity-card__sub">
                      {td(SOURCE_KIND[c.sourceType])} · {sourceLabel(c, t('untitledReview')) ?? t('sourceGone')}
                    </span>
                    <time className="entity-card__sub" dateTime={c.created_at}>
                      {formatReviewDateTime(c.created_at)}
                    </time>
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
