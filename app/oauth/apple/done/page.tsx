import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OAuthCallback } from '@/components/member/oauth-callback';
import { redirectToLoginLocale } from '@/lib/bff/oauth';
import type { SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { robots: { index: false } };

// Apple's form_post arrives at /oauth/apple (route.ts), which redirects here as a same-site GET.
export default async function AppleDonePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await redirectToLoginLocale('/oauth/apple/done', await searchParams);
  return (
    <Suspense>
      <OAuthCallback provider="apple" />
    </Suspense>
  );
}
