import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { MemberSuspension } from '@/components/operator/account-suspension';
import { ModerationHistory } from '@/components/operator/moderation-history';
import { detailId } from '@/lib/detail-page';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('Operator.moderation');
  return { title: t('memberTitle', { id: (await params).id }), robots: { index: false } };
}

export default async function Page({ params }: Props) {
  const id = detailId((await params).id);
  if (typeof id !== 'number') notFound();
  const t = await getTranslations('Operator.moderation');
  return (
    <section>
      <h1 className="pc-title">{t('memberTitle', { id })}</h1>
      <MemberSuspension id={id} />
      <ModerationHistory of="members" id={id} />
    </section>
  );
}
