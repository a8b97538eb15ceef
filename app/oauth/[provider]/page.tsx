import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { OAuthCallback } from '@/components/member/oauth-callback';

export const metadata: Metadata = { robots: { index: false } };

const PROVIDERS = new Set(['line', 'naver', 'google', 'kakao', 'apple', 'dev']);

// Spec §2 OAuth callbacks: /oauth/line, /oauth/naver, /oauth/google, /oauth/kakao (Apple: see ./apple).
export default async function OAuthCallbackPage({ params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  if (!PROVIDERS.has(provider)) notFound();
  return (
    <Suspense>
      <OAuthCallback provider={provider} />
    </Suspense>
  );
}
