import { getTranslations } from 'next-intl/server';
import type { AnswerFigure, ClinicTrust, PriceFigure } from '@/contracts/trust';
import { DetailSection } from '@/components/detail/detail-section';
import { AppLink } from '@/components/ui/app-link';
import { formatWon } from '@/lib/format';
import { durationOf, percentOf } from '@/lib/trust-format';

// The clinic page's figures (docs/trust.md): price honoured and answer time, each with its n, "아직 집계 중" below
// its threshold, a link to how it is computed, and the clinic's reply. Server-rendered text (no client code): the
// bar is decoration, the sentence beside it is what a screen reader reads.

type T = Awaited<ReturnType<typeof getTranslations<'Trust'>>>;

export async function ClinicTrustSection({ trust }: { trust: ClinicTrust }) {
  const t = await getTranslations('Trust');
  const tc = await getTranslations('Common');
  const tp = await getTranslations('Detail.price');
  const time = (minutes: number) => {
    const d = durationOf(minutes);
    return tc(d.unit, { count: d.count });
  };
  return (
    <DetailSection title={t('sectionTitle')} id="clinic-trust">
      <p className="trust__lead">{t('sectionLead')}</p>
      <div className="trust">
        <PriceBlock t={t} figure={trust.price} won={(n) => tp('won', { price: formatWon(n) })} />
        {trust.replies?.PRICE && <Reply t={t} body={trust.replies.PRICE.body} />}
        <AnswerBlock t={t} figure={trust.answer} time={time} />
        {trust.replies?.ANSWER && <Reply t={t} body={trust.replies.ANSWER.body} />}
      </div>
    </DetailSection>
  );
}

function Meter({ rate }: { rate: number }) {
  return (
    <span className="trust__meter" aria-hidden="true">
      <span className="trust__meter-fill" style={{ width: `${percentOf(rate)}%` }} />
    </span>
  );
}

function PriceBlock({ t, figure, won }: { t: T; figure: PriceFigure; won: (n: number) => string }) {
  return (
    <div className="trust__figure" data-figure="price">
      <h3 className="trust__title">{t('priceTitle')}</h3>
      {figure.rate !== null && figure.k !== null ? (
        <>
          <p className="trust__headline">
            <strong className="trust__percent">{percentOf(figure.rate)}%</strong>
            <span>{t('priceFigure', { n: figure.n, k: figure.k })}</span>
          </p>
          <Meter rate={figure.rate} />
          <p className="trust__sub">
            {figure.medianExtra !== null ? t('priceExtra', { amount: won(figure.medianExtra) }) : t('priceNoExtra')}
          </p>
        </>
      ) : (
        <p className="trust__pending">
          {t('pending', { n: figure.n })}
          <span className="trust__sub"> · {t('pendingHint', { threshold: figure.threshold })}</span>
        </p>
      )}
      <AppLink className="trust__how" href="/trust/price">
        {t('howComputed')}
      </AppLink>
    </div>
  );
}

function AnswerBlock({ t, figure, time }: { t: T; figure: AnswerFigure; time: (m: number) => string }) {
  return (
    <div className="trust__figure" data-figure="answer">
      <h3 className="trust__title">{t('answerTitle')}</h3>
      {figure.rate !== null && figure.k !== null ? (
        <>
          <p className="trust__headline">
            <strong className="trust__percent">{percentOf(figure.rate)}%</strong>
            <span>
              {figure.medianMinutes !== null
                ? t('answerUsually', { time: time(figure.medianMinutes) })
                : t('answerSlow')}
            </span>
          </p>
          <Meter rate={figure.rate} />
          <p className="trust__sub">
            {t('answerShare', { n: figure.n, k: figure.k, percent: percentOf(figure.rate), days: 90 })}
          </p>
        </>
      ) : (
        <p className="trust__pending">
          {t('pendingCounsels', { n: figure.n })}
          <span className="trust__sub"> · {t('pendingHintCounsels', { threshold: figure.threshold })}</span>
        </p>
      )}
      <AppLink className="trust__how" href="/trust/answer-time">
        {t('howComputed')}
      </AppLink>
    </div>
  );
}

function Reply({ t, body }: { t: T; body: string }) {
  return (
    <div className="trust__reply">
      <p className="trust__reply-label">{t('clinicReply')}</p>
      <p>{body}</p>
    </div>
  );
}
