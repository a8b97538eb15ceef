import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { RECOVERY_METRICS } from '@/contracts/trust';
import { getReviewCheckins } from '@/lib/api/public';

/** The review page's recovery timeline: the writer's own check-ins, day by day (nothing when there are none). */
export async function ReviewCheckins({ reviewId }: { reviewId: number }) {
  const rows = await getReviewCheckins(reviewId);
  if (rows.length === 0) return null;
  const t = await getTranslations('Recovery');
  return (
    <section className="section recovery-timeline" aria-labelledby="recovery-timeline" data-section="review-checkins">
      <h2 id="recovery-timeline" className="section__title">
        {t('timelineTitle')}
      </h2>
      <table className="recovery-timeline__table">
        <thead>
          <tr>
            <th scope="col">{t('tableDay')}</th>
            {RECOVERY_METRICS.map((m) => (
              <th key={m} scope="col">
                {t(`metric.${m}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.day}>
              <th scope="row">{t('timelineDay', { day: r.day })}</th>
              {RECOVERY_METRICS.map((m) => (
                <td key={m}>{r[m]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="trust__sub">{t('timelineScale')}</p>
      <AppLink className="trust__how" href="/trust/recovery">
        {t('howComputed')}
      </AppLink>
    </section>
  );
}
