'use client';

import { clientOnly } from '@/components/ui/client-only';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { LoginModal } from '@/components/member/login-modal';
import { memberCall } from '@/lib/swr/member-fetch';
import { useMember } from '@/lib/swr/use-member';
import { useBookmarkOf } from '@/lib/swr/use-bookmarks';
import { ActionBarView } from './action-bar-view';
import type { SourceType } from './counsel-modal';
import type { BookingSource } from '@/lib/booking-source';
import { logFailure } from '@/lib/client-log';

// The booking form (and its validation) is fetched when a member first taps 상담 신청하기.
const CounselModal = clientOnly(() => import('./counsel-modal').then((m) => m.CounselModal), { messages: ['Counsel'] });

/**
 * The live bottom bar of detail pages (ActionBar renders it): bookmark, and (except on reviews) consultation booking.
 * Visitors get the login modal (docs/product.md#rules); members toggle the bookmark and book a consultation.
 * `consultWith` books with something other than the page's item (an ended event's page books with its clinic),
 * under `consultLabel`. `booking` is what the booking sheet says it is booked from.
 */
export function LiveActionBar({
  target,
  clinicId,
  consult = true,
  consultWith = target,
  consultLabel,
  booking,
}: {
  target: { type: SourceType; id: number };
  clinicId: number;
  consult?: boolean;
  consultWith?: { type: SourceType; id: number };
  consultLabel?: string;
  booking?: BookingSource;
}) {
  const tb = useTranslations('Bookmark');
  const { member } = useMember();
  const [loginOpen, setLoginOpen] = useState(false);
  const [counselOpen, setCounselOpen] = useState(false);
  const [counselUsed, setCounselUsed] = useState(false);
  if (counselOpen && !counselUsed) setCounselUsed(true);
  const [busy, setBusy] = useState(false);
  const status = useBookmarkOf(target.type, target.id);
  const bookmark = status.data?.data[0];
  // Until my-info answers we do not know whether this is a visitor or a member (docs/product.md#states: unknown state).
  const unknown = member === undefined;

  const toggleBookmark = async () => {
    if (!member) return setLoginOpen(true);
    setBusy(true);
    try {
      if (bookmark) {
        await memberCall((api) => api.member.bookmarks[':id'].$delete({ param: { id: String(bookmark.id) } }));
        toast.success(tb('removed'));
      } else {
        await memberCall((api) =>
          api.member.bookmarks.$post({
            header: {},
            json: { bookmarkableId: target.id, bookmarkableType: target.type },
          }),
        );
        toast.success(tb('added'));
      }
    } catch (err) {
      logFailure('bookmark', err);
    } finally {
      await status.mutate();
      setBusy(false);
    }
  };

  return (
    <>
      <ActionBarView
        bookmarked={Boolean(bookmark)}
        busy={busy}
        unknown={unknown}
        consult={consult}
        consultLabel={consultLabel}
        onBookmark={toggleBookmark}
        onConsult={() => (member ? setCounselOpen(true) : setLoginOpen(true))}
      />
      <LoginModal open={loginOpen} onClose={() => setLoginOpen(false)} />
      {member && consult && counselUsed && (
        <CounselModal
          open={counselOpen}
          onClose={() => setCounselOpen(false)}
          clinicId={clinicId}
          sourceType={consultWith.type}
          sourceId={consultWith.id}
          source={booking}
        />
      )}
    </>
  );
}
