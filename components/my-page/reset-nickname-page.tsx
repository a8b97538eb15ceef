'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { TopBar } from '@/components/layout/top-bar';
import { useSignedInMember } from '@/components/member/member-gate';
import { safeReturnTo } from '@/lib/i18n/return-to';
import { NICKNAME_MAX, nicknameSchema } from '@/contracts/members';
import { useAppRouter } from '@/lib/i18n/use-app-router';
import { memberCall, MemberCallError } from '@/lib/swr/member-fetch';
import { useMember } from '@/lib/swr/use-member';
import { infoToast } from '@/components/layout/info-toast';
import { logFailure } from '@/lib/client-log';

/**
 * /reset-nickname (docs/product.md#screens): empty → info message; 'Duplicate' → already in use; else changed,
 * then back to the page the nickname gate came from (`?returnTo=`), else my page.
 */
export function ResetNicknamePage() {
  const member = useSignedInMember();
  const t = useTranslations('Nickname');
  const { refresh } = useMember();
  const router = useAppRouter();
  const returnTo = safeReturnTo(useSearchParams().get('returnTo'));
  const [nickname, setNickname] = useState(member.nickname ?? '');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!nickname.trim()) {
      infoToast(t('required'));
      return;
    }
    // The same rule the backend applies: a bad nickname is refused here, without a round trip.
    const parsed = nicknameSchema.safeParse(nickname);
    if (!parsed.success) {
      infoToast(t('invalid'));
      return;
    }
    const value = parsed.data;
    setBusy(true);
    try {
      await memberCall((api) => api.member[':memberId'].$patch({ param: { memberId: String(member.token.id) }, json: { nickname: value } }));
      await refresh();
      toast.success(t('changed'));
      router.replace(returnTo ?? '/my-page');
    } catch (err) {
      if (err instanceof MemberCallError && /Duplicate/i.test(err.body?.error?.message ?? '')) infoToast(t('duplicate'));
      else if (err instanceof MemberCallError && err.status === 400) infoToast(t('invalid'));
      else if (err instanceof MemberCallError && err.status === 429) infoToast(t('tooMany'));
      else logFailure('nickname', err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <TopBar breadcrumb={[{ label: t('title') }]} />
      <form className="section form" onSubmit={submit} noValidate>
        <label htmlFor="nickname" className="form__label">
          {t('label')}
        </label>
        <input
          id="nickname"
          className="form__input"
          value={nickname}
          onChange={(e) => setNickname(e.target.value)}
          maxLength={NICKNAME_MAX}
          autoComplete="nickname"
          placeholder={t('placeholder')}
        />
        <p className="form__hint">{t('hint')}</p>
        <button type="submit" className="button" disabled={busy}>
          {t('submit')}
        </button>
      </form>
    </>
  );
}
