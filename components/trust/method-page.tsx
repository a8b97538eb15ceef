import { getLocale, getTranslations } from 'next-intl/server';
import { TopBar } from '@/components/layout/top-bar';
import { AppLink } from '@/components/ui/app-link';
import { getTrustMethod } from '@/lib/api/public';
import { OfficialHelpLinks } from './side-effects';
import { dateTimeFormat } from '@/lib/format';

// A method page of the trust figures (/trust/price, /trust/answer-time, /trust/recovery, /trust/side-effects): what
// counts, what is left out, the threshold read from the running backend, and when the figures were last recomputed.

export type MethodKind = 'price' | 'answer' | 'recovery' | 'sideEffects';

const LINKS = [
  { href: '/trust/price', key: 'methodLinkPrice' },
  { href: '/trust/answer-time', key: 'methodLinkAnswer' },
  { href: '/trust/recovery', key: 'methodLinkRecovery' },
  { href: '/trust/side-effects', key: 'methodLinkSideEffects' },
] as const;

export async function MethodPage({ kind }: { kind: MethodKind }) {
  const [t, tr, tl, method, locale] = await Promise.all([
    getTranslations('Trust'),
    getTranslations('Recovery'),
    getTranslations('Legal'),
    getTrustMethod(),
    getLocale(),
  ]);
  const threshold = method?.thresholds[kind];
  const computed = method?.computedAt[kind];
  const days = method?.answerWindowDays ?? 90;
  const title =
    kind === 'price'
      ? t('methodTitlePrice')
      : kind === 'answer'
        ? t('methodTitleAnswer')
        : kind === 'recovery'
          ? tr('methodTitle')
          : t('methodTitleSideEffects');
  const shown = { threshold: threshold ?? '—' };
  const when = computed
    ? dateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Seoul' }).format(
        new Date(computed),
      )
    : t('methodNever');
  return (
    <>
      <TopBar breadcrumb={[{ label: tl('backToHome'), href: '/home' }, { label: title }]} />
      <article className="method">
        <h1>{title}</h1>
        <h2>{t('methodCounts')}</h2>
        {kind === 'price' && (
          <>
            <p>{t('priceCounts')}</p>
            <p>{t('priceExtraCounts')}</p>
          </>
        )}
        {kind === 'answer' && <p>{t('answerCounts', { days })}</p>}
        {kind === 'recovery' && (
          <>
            <p>{tr('methodCounts')}</p>
            <p>{tr('methodWindow')}</p>
          </>
        )}
        {kind === 'sideEffects' && (
          <>
            <p>{t('sideEffectsCounts')}</p>
            <p>{t('sideEffectsClinic')}</p>
          </>
        )}
        <h2>{t('methodExcluded')}</h2>
        <p>
          {kind === 'price'
            ? t('priceExcluded')
            : kind === 'answer'
              ? t('answerExcluded')
              : kind === 'recovery'
                ? tr('methodExcluded')
                : t('sideEffectsExcluded')}
        </p>
        <h2>{t('methodThreshold')}</h2>
        <p data-threshold={threshold ?? ''}>
          {kind === 'price'
            ? t('priceThreshold', shown)
            : kind === 'answer'
              ? t('answerThreshold', shown)
              : kind === 'recovery'
                ? tr('methodThreshold', shown)
                : t('sideEffectsThreshold', shown)}
        </p>
        {kind === 'sideEffects' && <OfficialHelpLinks />}
        <h2>{t('methodRecomputed')}</h2>
        <p>
          <time dateTime={computed ?? undefined}>{when}</time>
        </p>
        <h2>{t('methodCheck')}</h2>
        <p>{t('checkText')}</p>
        <h2>{t('otherMethods')}</h2>
        <nav className="method__links" aria-label={t('otherMethods')}>
          {LINKS.map((l) => (
            <AppLink key={l.href} className="chip" href={l.href}>
              {t(l.key)}
            </AppLink>
          ))}
        </nav>
      </article>
    </>
  );
}
