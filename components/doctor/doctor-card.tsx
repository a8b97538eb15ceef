import { useTranslations } from 'next-intl';
import type { Doctor } from '@/contracts/doctors';
import { AppLink } from '@/components/ui/app-link';
import { Rating } from '@/components/ui/rating';
import { Thumb } from '@/components/ui/thumb';

export function DoctorCard({ doctor }: { doctor: Doctor }) {
  const t = useTranslations('Common');
  return (
    <AppLink href={`/contents/doctor/${doctor.id}`} className="entity-card">
      <span className="entity-card__thumb entity-card__thumb--round">
        <Thumb url={doctor.profileImage?.url} alt={doctor.name} sizes="72px" />
      </span>
      <span className="entity-card__body">
        <span className="entity-card__name">
          {doctor.name} {t('director')}
        </span>
        <span className="entity-card__meta">
          <Rating value={doctor.averageRating} />
          <span>{t('doctorReviewCount', { count: doctor.reviewCount })}</span>
          {doctor.specialistBoard && (
            <span className="specialist-badge specialist-badge--card">{t('specialistShort')}</span>
          )}
        </span>
        <span className="entity-card__sub">{doctor.clinic.name}</span>
      </span>
    </AppLink>
  );
}
