import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OAuthCallback } from '@/components/member/oauth-callback';

export const metadata: Metadata = { robots: { index: false } };

// Apple's form_post arrives at /oauth/apple (route.ts), which redirects here as a same-site GET.
export default function AppleDonePage() {
  return (
    <Suspense>
      <OAuthCallback provider="apple" />
    </Suspense>
  );
}
