import { useTranslations } from 'next-intl';
import { formatWon } from '@/lib/format';
import { VerificationBadge, type Verification } from './verification-badge';

/** The trust facts a review answers besides its text (all optional: older data may lack them). */
export interface ReviewTrustFacts {
  verification?: string | null;
  incentive?: boolean | null;
  pricePaid?: number | null;
  priceMatched?: 'SAME' | 'DIFFERENT' | 'NOT_SHOWN' | null;
}

const LEVELS: readonly Verification[] = ['BOOKED', 'CONSULTED', 'TREATED'];
const levelOf = (v: string | null | undefined): Verification | null => {
  const up = v?.toUpperCase() as Verification | undefined;
  return up && LEVELS.includes(up) ? up : null;
};

const MATCH_KEY = { SAME: 'priceSame', DIFFERENT: 'priceDifferent', NOT_SHOWN: 'priceNotShown' } as const;

/**
 * How far to trust a review, on its card and its page: the verification badge (explains itself on tap),
 * the disclosure when the writer got something for it, and on the page the price paid and whether it
 * matched the price shown.
 */
export function ReviewTrust({ review, withPrice = false }: { review: ReviewTrustFacts; withPrice?: boolean }) {
  const t = useTranslations('Verification');
  const level = levelOf(review.verification);
  const price = withPrice && review.pricePaid != null;
  const match = withPrice && review.priceMatched ? MATCH_KEY[review.priceMatched] : null;
  if (!level && !review.incentive && !price && !match) return null;
  return (
    <div className="review-trust">
      {level && <VerificationBadge level={level} />}
      {review.incentive && <span className="disclosure">{t('incentive')}</span>}
      {(price || match) && (
        <p className="review-trust__price">
          {price && <span>{t('pricePaid', { price: formatWon(review.pricePaid!) })}</span>}
          {match && <span>{t(match)}</span>}
        </p>
      )}
    </div>
  );
}
