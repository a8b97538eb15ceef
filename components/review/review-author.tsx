import { useTranslations } from 'next-intl';
import type { Review } from '@/contracts/reviews';

/** Who wrote the review: the writer's nickname, or '탈퇴한 회원' once the writer has left. */
export function ReviewAuthor({ review }: { review: Pick<Review, 'authorNickname'> }) {
  const t = useTranslations('Common');
  if (review.authorNickname === undefined) return null;
  return <span className="review-author">{review.authorNickname ?? t('formerMember')}</span>;
}
