'use client';

import { useTranslations } from 'next-intl';
import { DetailSection, Paragraphs } from '@/components/detail/detail-section';
import { PushOptIn } from '@/components/notifications/push-opt-in';
import { TopBar } from '@/components/layout/top-bar';
import { AppLink } from '@/components/ui/app-link';
import { memberMayCancel } from '@/contracts/counsel-states';
import { formatReviewDateTime } from '@/lib/format';
import { useCounsel } from '@/lib/swr/use-counsels';
import { CancelCounsel } from './cancel-counsel';
import { CounselAppointment, CounselHistory } from './counsel-history';
import { SOURCE_KIND, sourceLabel } from './counsel-types';

/** /counsel/{id}: one consultation, with 'write review' or 'edit review' (docs/product.md#screens). */
export function CounselDetailPage({ counselId }: { counselId: number }) {
  const t = useTranslations('Counsel');
  const { data, error, mutate } = useCounsel(counselId);
  const crumbs = [{ label: t('title'), href: '/counsel' }, { label: t('detail') }];
  if (error) {
    return (
      <>
        <TopBar breadcrumb={crumbs} />
        <p className="empty">{t('notFound')}</p>
      </>
    );
  }
  if (!data) {
    return (
      <>
        <TopBar breadcrumb={crumbs} />
        <div className="spinner" role="status" aria-label={t('loading')} />
      </>
    );
  }
  const c = data.data;
  return (
    <>
      <TopBar breadcrumb={crumbs} />
      <div className="detail-head">
        <span className="state-badge" data-state={c.state}>
          {t(`state.${c.state}`)}
        </span>
        <h1 className="detail-head__name">{c.clinic.name}</h1>
        <p className="detail-head__address">{formatReviewDateTime(c.created_at)}</p>
      </div>
      <PushOptIn />
      <CounselAppointment counsel={c} />
      <DetailSection title={t('source')} empty={!c.source && t('sourceGone')}>
        <AppLink href={`/contents/${SOURCE_KIND[c.sourceType]}/${c.sourceId}`} className="link-card">
          {sourceLabel(c, t('untitledReview'))}
        </AppLink>
      </DetailSection>
      <DetailSection title={t('content')} empty={!c.content && t('noContent')}>
        <Paragraphs text={c.content} />
      </DetailSection>
      <CounselHistory counsel={c} />
      <div className="section">
        {c.state === 'CANCELED' && !c.review_id ? (
          <p className="notice" role="note">
            {t('canceledNoReview')}
          </p>
        ) : (
          <AppLink href={`/review/editor/${c.id}`} className="button" style={{ width: '100%' }}>
            {c.review_id ? t('editReview') : t('writeReview')}
          </AppLink>
        )}
        {memberMayCancel(c.state) && (
          <div style={{ marginTop: 12 }}>
            <CancelCounsel counselId={c.id} onDone={() => mutate()} />
          </div>
        )}
      </div>
    </>
  );
}
