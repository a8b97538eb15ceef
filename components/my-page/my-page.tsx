'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { TopBar } from '@/components/layout/top-bar';
import { useSignedInMember } from '@/components/member/member-gate';
import { RecoveryInvites } from '@/components/recovery/recovery-invites';
import { AppLink } from '@/components/ui/app-link';
import { Modal } from '@/components/ui/modal';
import { useAppRouter } from '@/lib/i18n/use-app-router';
import { memberCall, memberFetch, noteSignedOut } from '@/lib/swr/member-fetch';
import { useMember } from '@/lib/swr/use-member';
import { logFailure } from '@/lib/client-log';

/** /my-page: nickname, reset-nickname link, my reviews link, logout and account deletion. */
export function MyPage() {
  const t = useTranslations('MyPage');
  const member = useSignedInMember();
  return (
    <>
      <TopBar breadcrumb={[{ label: t('title') }]} />
      <section className="section" aria-labelledby="my-nickname">
        <p className="section__desc">{t('nicknameLabel')}</p>
        <h1 id="my-nickname" className="detail-head__name">
          {member.nickname}
        </h1>
      </section>
      <nav className="menu-list" aria-label={t('title')}>
        <AppLink href="/reset-nickname">{t('resetNickname')}</AppLink>
        <AppLink href="/my-page/reviews">{t('myReviews')}</AppLink>
        <AppLink href="/bookmark">{t('bookmarks')}</AppLink>
        <AppLink href="/counsel">{t('counsels')}</AppLink>
        <AppLink href="/notifications">{t('notifications')}</AppLink>
        <AppLink href="/my-page/notifications">{t('notificationSettings')}</AppLink>
      </nav>
      <RecoveryInvites />
      <HealthConsent />
      <AccountActions />
    </>
  );
}

/** The separate consent for health information (review photos): shown with a way to withdraw it. */
function HealthConsent() {
  const t = useTranslations('MyPage');
  const { member, refresh } = useMember();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!member?.healthConsent) return null;
  const withdraw = async () => {
    setBusy(true);
    try {
      await memberCall((api) => api.member['health-consent'].$delete());
      await refresh();
      toast.success(t('consentWithdrawn'));
    } catch (err) {
      logFailure('my page', err);
      toast.error(t('consentWithdrawFailed'));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <section className="section" aria-labelledby="health-consent">
      <h2 id="health-consent" className="section__title">
        {t('consentTitle')}
      </h2>
      <p className="section__desc">{t('consentGiven')}</p>
      <button type="button" className="text-button" onClick={() => setConfirming(true)}>
        {t('consentWithdraw')}
      </button>
      <Modal
        open={confirming}
        onClose={() => !busy && setConfirming(false)}
        title={t('consentWithdraw')}
        closeLabel={t('cancel')}
        variant="center"
      >
        <div style={{ padding: '0 16px 16px', display: 'grid', gap: 12 }}>
          <p style={{ fontSize: 14 }}>{t('consentWithdrawBody')}</p>
          <button type="button" className="button" onClick={() => void withdraw()} disabled={busy}>
            {t('consentWithdrawConfirm')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)} disabled={busy}>
            {t('cancel')}
          </button>
        </div>
      </Modal>
    </section>
  );
}

function AccountActions() {
  const t = useTranslations('MyPage');
  const tl = useTranslations('Login');
  const { refresh } = useMember();
  const router = useAppRouter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const logout = async () => {
    // The page's own calls, in flight or made until it has gone, answer 401 now: not a reason to go to /login.
    const left = noteSignedOut();
    await fetch('/api/auth/logout', { method: 'POST' }).catch((err) => logFailure('logout', err));
    await refresh(null, { revalidate: false });
    toast.success(tl('loggedOut'));
    router.replace('/home');
    left();
  };
  const deleteAccount = async () => {
    setBusy(true);
    const left = noteSignedOut();
    try {
      await memberFetch('/api/auth/account', { method: 'DELETE' });
      await refresh(null, { revalidate: false });
      toast.success(t('deleted'));
      router.replace('/home');
    } catch (err) {
      logFailure('my page', err);
      toast.error(t('deleteFailed'));
    } finally {
      left();
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <div className="section" style={{ display: 'grid', gap: 10 }}>
      <button type="button" className="button button--ghost" onClick={logout}>
        {t('logout')}
      </button>
      <button type="button" className="text-button" onClick={() => setConfirming(true)}>
        {t('deleteAccount')}
      </button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('deleteTitle')}
        closeLabel={t('cancel')}
        variant="center"
      >
        <div style={{ padding: '0 16px 16px', display: 'grid', gap: 12 }}>
          <p style={{ fontSize: 14 }}>{t('deleteBody')}</p>
          {/* PIPA: what stays public must be said before the member confirms, with the way to remove it first. */}
          <p style={{ fontSize: 14, fontWeight: 600 }}>{t('deleteReviews')}</p>
          <AppLink href="/my-page/reviews" className="text-link">
            {t('deleteReviewsLink')}
          </AppLink>
          <button type="button" className="button" onClick={deleteAccount} disabled={busy}>
            {t('deleteConfirm')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
