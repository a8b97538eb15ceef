import { useTranslations } from 'next-intl';
import { formatWon } from '@/lib/format';
import type { Review } from '@/contracts/reviews';
import { VerificationBadge } from './verification-badge';

/** The trust facts a review answers besides its text. */
export type ReviewTrustFacts = Pick<Review, 'verification' | 'incentive' | 'pricePaid' | 'priceMatched'>;

const MATCH_KEY = { SAME: 'priceSame', DIFFERENT: 'priceDifferent', NOT_SHOWN: 'priceNotShown' } as const;

/**
 * How far to trust a review, on its card and its page: the verification badge (explains itself on tap),
 * the disclosure when the writer got something for it, and on the page the price paid and whether it
 * matched the price shown.
 */
export function ReviewTrust({ review, withPrice = false }: { review: ReviewTrustFacts; withPrice?: boolean }) {
  const t = useTranslations('Verification');
  const price = withPrice && review.pricePaid != null;
  const match = withPrice && review.priceMatched ? MATCH_KEY[review.priceMatched] : null;
  return (
    <div className="review-trust">
      <VerificationBadge level={review.verification} />
      {review.incentive && <span className="disclosure">{t('incentive')}</span>}
      {review.incentive === null && <span className="disclosure disclosure--unstated">{t('incentiveUnstated')}</span>}
      {(price || match) && (
        <p className="review-trust__price">
          {price && <span>{t('pricePaid', { price: formatWon(review.pricePaid!) })}</span>}
          {match && <span>{t(match)}</span>}
        </p>
      )}
    </div>
  );
}
