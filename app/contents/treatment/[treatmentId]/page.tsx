import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { TopBar } from '@/components/layout/top-bar';
import { TreatmentSideEffectsSection } from '@/components/trust/side-effects';
import { getTreatmentSideEffects, listTreatments } from '@/lib/api/public';
import { detailId } from '@/lib/detail-page';
import { pageAlternates } from '@/lib/seo/metadata';
import type { Locale } from '@/lib/i18n/config';
import { langOf, type SearchParams } from '@/lib/search-params';

// A treatment's statistics page ("시술 통계", docs/trust.md#side-effects): each side effect's share among the
// verified reviewers, with n; the recovery curve joins it (issue 27 part 3). Server-rendered, no client code.

type Props = { params: Promise<{ treatmentId: string }>; searchParams: Promise<SearchParams> };

async function treatmentOf(id: number, lang: Locale) {
  return (await listTreatments(lang)).data.find((t) => t.id === id) ?? null;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const id = detailId((await params).treatmentId);
  if (typeof id !== 'number') return {};
  const lang = langOf(await searchParams);
  const treatment = await treatmentOf(id, lang);
  if (!treatment) return {};
  const t = await getTranslations('SideEffects');
  return {
    title: `${treatment.name} · ${t('statsTitle')}`,
    description: t('statsLead'),
    alternates: pageAlternates(`/contents/treatment/${id}`, lang),
  };
}

export default async function TreatmentStatsPage({ params, searchParams }: Props) {
  const id = detailId((await params).treatmentId);
  if (typeof id !== 'number') notFound();
  const lang = langOf(await searchParams);
  const [treatment, figures] = await Promise.all([treatmentOf(id, lang), getTreatmentSideEffects(id)]);
  if (!treatment || !figures) notFound();
  const t = await getTranslations('SideEffects');
  const td = await getTranslations('Detail');
  return (
    <>
      <TopBar
        breadcrumb={[
          { label: td('explore'), href: '/contents' },
          { label: t('backToList'), href: `/contents?treatmentId=${id}` },
          { label: treatment.name },
        ]}
      />
      <div className="side-effects__page">
        <h1 className="side-effects__heading">
          {treatment.name} · {t('statsTitle')}
        </h1>
        <TreatmentSideEffectsSection figures={figures} />
        <p className="trust__sub side-effects__placeholder">{t('recoveryPlaceholder')}</p>
      </div>
    </>
  );
}
