'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { TopBar } from '@/components/layout/top-bar';
import { useSignedInMember } from '@/components/member/member-gate';
import { safeReturnTo } from '@/lib/i18n/return-to';
import { NICKNAME_MAX, nicknameBody } from '@/contracts/members';
import { nicknameMessageOf, type NicknameMessageKey } from '@/lib/forms/field-messages';
import { messageKeyOf, useZodForm } from '@/lib/forms/use-zod-form';
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
  // The form's values are the contract's body; a refused nickname is said in a toast (empty apart from invalid).
  const form = useZodForm(nicknameBody, {
    defaultValues: { nickname: member.nickname ?? '' },
    messageOf: nicknameMessageOf,
  });

  const submit = form.handleSubmit(
    async ({ nickname: value }) => {
      try {
        await memberCall((api) =>
          api.member[':memberId'].$patch({ param: { memberId: String(member.token.id) }, json: { nickname: value } }),
        );
        await refresh();
        toast.success(t('changed'));
        router.replace(returnTo ?? '/my-page');
      } catch (err) {
        // Taken by another member: 409 CONFLICT (the API's answer for a duplicate), never read from the message's text.
        if (err instanceof MemberCallError && err.status === 409) infoToast(t('duplicate'));
        else if (err instanceof MemberCallError && err.status === 400) infoToast(t('invalid'));
        else if (err instanceof MemberCallError && err.status === 429) infoToast(t('tooMany'));
        else logFailure('nickname', err);
      }
    },
    (errors) => infoToast(t(messageKeyOf<NicknameMessageKey>(errors.nickname) ?? 'invalid')),
  );

  return (
    <>
      <TopBar breadcrumb={[{ label: t('title') }]} />
      <form className="section form" onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor="nickname" className="form__label">
          {t('label')}
        </label>
        <input
          id="nickname"
          className="form__input"
          {...form.register('nickname')}
          maxLength={NICKNAME_MAX}
          autoComplete="nickname"
          placeholder={t('placeholder')}
        />
        <p className="form__hint">{t('hint')}</p>
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {t('submit')}
        </button>
      </form>
    </>
  );
}
