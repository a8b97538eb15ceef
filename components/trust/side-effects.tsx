import { getTranslations } from 'next-intl/server';
import {
  OFFICIAL_HELP_LINKS,
  type ClinicSideEffects,
  type SideEffectEntry,
  type TreatmentSideEffects,
} from '@/contracts/trust';
import { DetailSection } from '@/components/detail/detail-section';
import { AppLink } from '@/components/ui/app-link';
import { percentOf } from '@/lib/trust-format';

// Side effects (docs/trust.md#side-effects), server-rendered: a treatment's shares (a bar list whose sentences
// are what a screen reader reads), a clinic's count (never a rate below its threshold) with its reply, a review's
// own reports — each with the official places to go next.

/** The public bodies to turn to after a complication (OFFICIAL_HELP_LINKS). */
export async function OfficialHelpLinks() {
  const t = await getTranslations('SideEffects');
  return (
    <div className="side-effects__help" data-testid="side-effect-help">
      <h3 className="trust__title">{t('helpTitle')}</h3>
      <p className="trust__sub">{t('helpLead')}</p>
      <ul className="side-effects__links">
        {OFFICIAL_HELP_LINKS.map((l) => (
          <li key={l.key}>
            <a href={l.url} target="_blank" rel="noopener noreferrer">
              {t(`links.${l.key}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A treatment's "시술 통계": each side effect's share with n, or "아직 집계 중 (n명)" below the threshold. */
export async function TreatmentSideEffectsSection({ figures }: { figures: TreatmentSideEffects }) {
  const t = await getTranslations('SideEffects');
  const { any } = figures;
  return (
    <DetailSection title={t('statsTitle')} id="side-effects">
      <p className="trust__lead">{t('statsLead')}</p>
      <div className="trust">
        <div className="trust__figure" data-figure="side-effects">
          <h3 className="trust__title">{t('sideEffectsTitle')}</h3>
          {any.rate !== null && any.k !== null ? (
            <>
              <p className="trust__headline">
                <strong className="trust__percent">{percentOf(any.rate)}%</strong>
                <span>{t('anyShare', { n: any.n, k: any.k, percent: percentOf(any.rate) })}</span>
              </p>
              <ul className="side-effects__bars">
                {figures.codes.map((c) => {
                  const label = t(`codes.${c.code}`);
                  const percent = percentOf(c.rate ?? 0);
                  return (
                    <li key={c.code} className="side-effects__bar" data-code={c.code}>
                      <span className="side-effects__label">{label}</span>
                      <span className="trust__meter" aria-hidden="true">
                        <span className="trust__meter-fill" style={{ width: `${percent}%` }} />
                      </span>
                      <span className="side-effects__value" aria-hidden="true">
                        {percent}% ({c.k}/{c.n})
                      </span>
                      <span className="visually-hidden">{t('codeAria', { label, n: c.n, k: c.k ?? 0, percent })}</span>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : (
            <p className="trust__pending">
              {t('pending', { n: any.n })}
              <span className="trust__sub"> · {t('pendingHint', { threshold: any.threshold })}</span>
            </p>
          )}
          <AppLink className="trust__how" href="/trust/side-effects">
            {t('howComputed')}
          </AppLink>
        </div>
        {/* The recovery curve (median per check-in day with its IQR band, issue 27 part 3) goes here. */}
        <OfficialHelpLinks />
      </div>
    </DetailSection>
  );
}

/** The clinic page's "부작용 보고": only the count (a rate from the threshold on), with the clinic's reply. */
export async function ClinicSideEffectsBlock({ figure }: { figure: ClinicSideEffects }) {
  const t = await getTranslations('SideEffects');
  return (
    <div className="trust__figure" data-figure="clinic-side-effects">
      <h3 className="trust__title">{t('sideEffectsTitle')}</h3>
      {figure.n === 0 ? (
        <p className="trust__sub">{t('clinicNone')}</p>
      ) : (
        <>
          <p className="trust__headline">
            <span>{t('clinicCount', { n: figure.n, k: figure.k })}</span>
          </p>
          <p className="trust__sub">
            {figure.rate !== null
              ? t('clinicRate', { percent: percentOf(figure.rate) })
              : t('clinicNoRate', { threshold: figure.threshold })}
          </p>
        </>
      )}
      {figure.reply && (
        <div className="trust__reply side-effects__reply">
          <p className="trust__reply-label">{t('clinicReply')}</p>
          <p>{figure.reply.body}</p>
        </div>
      )}
      <AppLink className="trust__how" href="/trust/side-effects">
        {t('howComputed')}
      </AppLink>
    </div>
  );
}

/** The side effects a review's writer reported, with where to go next. */
export async function ReviewSideEffects({ entries }: { entries: readonly SideEffectEntry[] }) {
  if (entries.length === 0) return null;
  const t = await getTranslations('SideEffects');
  const resolved = (r: boolean | null) => t(r === null ? 'resolved.unknown' : r ? 'resolved.yes' : 'resolved.no');
  return (
    <section className="side-effects__review trust__figure" aria-labelledby="review-side-effects">
      <h2 className="trust__title" id="review-side-effects">
        {t('reviewTitle')}
      </h2>
      <ul className="side-effects__entries">
        {entries.map((e) => (
          <li key={e.code} data-code={e.code}>
            {t('reviewEntry', {
              label: t(`codes.${e.code}`),
              severity: t(`severities.${e.severity}`),
              resolved: resolved(e.resolved),
            })}
            {e.note && <span className="trust__sub"> — {e.note}</span>}
          </li>
        ))}
      </ul>
      <OfficialHelpLinks />
    </section>
  );
}
