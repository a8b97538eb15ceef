'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { LoginModal } from '@/components/member/login-modal';
import { ThumbUpIcon } from '@/components/ui/icons/thumb-up';
import { memberCall, MemberCallError } from '@/lib/swr/member-fetch';
import { useMember } from '@/lib/swr/use-member';
import { useMemberData } from '@/lib/swr/use-member-data';
import { infoToast } from '@/components/layout/info-toast';
import { logFailure } from '@/lib/client-log';

/**
 * '도움이 돼요' with its count: members mark a review once and can take it back; visitors get the login
 * modal. The count first comes with the page, then from the member's own state once it is loaded.
 */
export function HelpfulButton({ reviewId, initialCount }: { reviewId: number; initialCount: number }) {
  const t = useTranslations('Helpful');
  const { member } = useMember();
  const [loginOpen, setLoginOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const state = useMemberData(`reviews/${reviewId}/helpful`, (api) =>
    api.member.reviews[':id'].helpful.$get({ param: { id: String(reviewId) } }),
  );
  const marked = state.data?.data.marked ?? false;
  const count = state.data?.data.helpfulCount ?? initialCount;

  const toggle = async () => {
    if (!member) return setLoginOpen(true);
    setBusy(true);
    try {
      const param = { id: String(reviewId) };
      const next = await memberCall((api) =>
        marked
          ? api.member.reviews[':id'].helpful.$delete({ param })
          : api.member.reviews[':id'].helpful.$put({ param }),
      );
      await state.mutate(next, { revalidate: false });
    } catch (err) {
      if (err instanceof MemberCallError && err.status === 409) infoToast(t('own'));
      else {
        logFailure('helpful', err);
        toast.error(t('failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`helpful${marked ? ' helpful--on' : ''}`}
        aria-pressed={marked}
        disabled={busy || member === undefined}
        onClick={toggle}
      >
        <ThumbUpIcon width={16} height={16} fill={marked ? 'currentColor' : 'none'} /> {t('label')}{' '}
        <span className="helpful__count">{count}</span>
      </button>
      <LoginModal open={loginOpen} onClose={() => setLoginOpen(false)} />
    </>
  );
}
