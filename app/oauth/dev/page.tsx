import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OAuthCallback } from '@/components/member/oauth-callback';

export const metadata: Metadata = { robots: { index: false } };

// The dev provider's callback: the same path as the real providers' (its consent page sits beside it).
export default function DevCallbackPage() {
  return (
    <Suspense>
      <OAuthCallback provider="dev" />
    </Suspense>
  );
}
