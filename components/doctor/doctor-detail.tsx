import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Doctor } from '@/contracts/doctors';
import { DetailSection, Paragraphs } from '@/components/detail/detail-section';
import { AppLink } from '@/components/ui/app-link';
import { Rating } from '@/components/ui/rating';
import { TabLinks } from '@/components/ui/tab-links';
import { Thumb } from '@/components/ui/thumb';

export const DOCTOR_TABS = ['info', 'review'] as const;
export type DoctorTab = (typeof DOCTOR_TABS)[number];

/** Doctor detail (docs/product.md#screens): header card, then info (introduction, specialties, clinic) and review tabs. */
export function DoctorDetail({
  doctor,
  tab,
  basePath,
  reviewPanel,
}: {
  doctor: Doctor;
  tab: DoctorTab;
  basePath: string;
  reviewPanel: ReactNode;
}) {
  const t = useTranslations('Detail');
  const tc = useTranslations('Common');
  return (
    <>
      <div className="detail-head detail-head--profile">
        <span className="detail-head__avatar">
          <Thumb url={doctor.profileImage?.url} alt={doctor.name} sizes="80px" priority />
        </span>
        <div>
          <h1 className="detail-head__name">
            {doctor.name} {tc('director')}
          </h1>
          <div className="detail-head__meta">
            <Rating value={doctor.averageRating} />
            <span>{tc('doctorReviewCount', { count: doctor.reviewCount })}</span>
          </div>
          {(doctor.specialistBoard || doctor.licenseYear) && (
            <p className="doctor-credentials">
              {doctor.specialistBoard && (
                <span className="specialist-badge">{tc('specialist', { board: doctor.specialistBoard })}</span>
              )}
              {doctor.licenseYear && <span>{tc('licensedSince', { year: doctor.licenseYear })}</span>}
            </p>
          )}
        </div>
      </div>
      <TabLinks
        tabs={DOCTOR_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        activeId={tab}
        basePath={basePath}
        query={{}}
        label={doctor.name}
      />
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'info' ? (
          <>
            <DetailSection title={t('doctorIntro')} empty={!doctor.description && t('noDoctorIntro')}>
              {doctor.description && <Paragraphs text={doctor.description} />}
            </DetailSection>
            <DetailSection title={t('specialties')} empty={doctor.specialties.length === 0 && t('noSpecialties')}>
              <div className="tags">
                {doctor.specialties.map((s, i) => (
                  <span className="tag" key={`${s.id}-${i}`}>
                    {s.name}
                  </span>
                ))}
              </div>
            </DetailSection>
            <DetailSection title={t('affiliatedClinic')}>
              <ClinicLinkCard clinic={doctor.clinic} />
            </DetailSection>
          </>
        ) : (
          reviewPanel
        )}
      </div>
    </>
  );
}

/** A clinic summary (image or placeholder, name, address) that opens the clinic page. */
export function ClinicLinkCard({ clinic }: { clinic: Doctor['clinic'] }) {
  const body = (
    <>
      <span className="entity-card__thumb" style={{ flexBasis: 56, height: 56 }}>
        <Thumb url={clinic.profileImage?.url} alt={clinic.name} sizes="56px" />
      </span>
      <span className="entity-card__body">
        <span className="entity-card__name">{clinic.name}</span>
        {clinic.address && <span className="entity-card__sub">{clinic.address}</span>}
      </span>
    </>
  );
  return clinic.id ? (
    <AppLink href={`/contents/clinic/${clinic.id}`} className="link-card">
      {body}
    </AppLink>
  ) : (
    <div className="link-card">{body}</div>
  );
}
