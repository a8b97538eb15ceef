import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { SetupPasswordForm } from '@/components/staff/setup-password-form';
import { backend } from '@/lib/api/backend-client';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Console'))('setup.title') };
}

/** What the link is worth before its form is shown: a used or expired link shows only its message. */
async function linkState(token: string | null): Promise<'ok' | 'expired' | 'invalid'> {
  if (!token) return 'invalid';
  const chain = (await headers()).get('x-forwarded-for');
  const res = await backend.auth.staff['setup-password'].check.$post(
    { json: { token } },
    { headers: chain ? { 'x-forwarded-for': chain } : {} },
  );
  if (res.status === 410) return 'expired';
  if (res.status === 400) return 'invalid';
  return 'ok'; // a 429 or an outage: the form's own answer says it
}

/** /partner/setup-password?token=…: the one-time link an approved partner application sends. */
export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token: raw } = await searchParams;
  const token = typeof raw === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(raw) ? raw : null;
  const state = await linkState(token);
  return <SetupPasswordForm token={token} dead={state === 'ok' ? null : state} />;
}
