import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { OAuthCallback } from '@/components/member/oauth-callback';
import { redirectToLoginLocale } from '@/lib/bff/oauth';
import type { SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { robots: { index: false } };

const PROVIDERS = new Set(['line', 'naver', 'google', 'kakao', 'apple', 'dev']);

type Props = { params: Promise<{ provider: string }>; searchParams: Promise<SearchParams> };

// OAuth callbacks: /oauth/line, /oauth/naver, /oauth/google, /oauth/kakao (Apple: see ./apple).
export default async function OAuthCallbackPage({ params, searchParams }: Props) {
  const { provider } = await params;
  if (!PROVIDERS.has(provider)) notFound();
  await redirectToLoginLocale(`/oauth/${provider}`, await searchParams);
  return (
    <Suspense>
      <OAuthCallback provider={provider} />
    </Suspense>
  );
}
