import { useTranslations } from 'next-intl';
import type { Clinic } from '@/contracts/clinics';
import { AppLink } from '@/components/ui/app-link';
import { Rating } from '@/components/ui/rating';
import { Thumb } from '@/components/ui/thumb';
import { OpenNow } from './open-now';

export function ClinicCard({ clinic }: { clinic: Clinic }) {
  const t = useTranslations('Common');
  const address = [clinic.address.roadAddress, clinic.address.detailAddress].filter(Boolean).join(' ');
  return (
    <AppLink href={`/contents/clinic/${clinic.id}`} className="entity-card">
      <span className="entity-card__thumb">
        <Thumb url={clinic.profileImage?.url} alt={clinic.name} sizes="72px" />
      </span>
      <span className="entity-card__body">
        <span className="entity-card__name">{clinic.name}</span>
        <span className="entity-card__meta">
          <Rating value={clinic.averageRating} />
          <span>{t('reviewCount', { count: clinic.reviewCount })}</span>
          {clinic.openingHours && <OpenNow hours={clinic.openingHours} />}
          {clinic.trust?.price.rate != null && (
            <span className="trust-badge">
              {t('priceKeptBadge', { percent: Math.round(clinic.trust.price.rate * 100) })}
            </span>
          )}
        </span>
        {address && <span className="entity-card__sub">{address}</span>}
      </span>
    </AppLink>
  );
}
