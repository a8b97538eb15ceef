import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import './partner.css';

// The partner console: private to a clinic's staff, never indexed.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Console');
  return { title: { default: t('title'), template: `%s · ${t('title')}` }, robots: { index: false, follow: false } };
}

export default function PartnerLayout({ children }: { children: ReactNode }) {
  return children;
}
