import { useTranslations } from 'next-intl';
import { ClinicFacts } from './clinic-facts';
import type { ReactNode } from 'react';
import type { Clinic } from '@/contracts/clinics';
import { CopyAddress } from '@/components/detail/copy-address';
import { DetailSection, Paragraphs } from '@/components/detail/detail-section';
import { ClinicMap } from '@/components/map/clinic-map';
import { BannerCarousel } from '@/components/ui/banner-carousel';
import { Rating } from '@/components/ui/rating';
import { TabLinks } from '@/components/ui/tab-links';
import { formatPhone } from '@/lib/format';

export const CLINIC_TABS = ['info', 'doctor', 'event', 'review'] as const;
export type ClinicTab = (typeof CLINIC_TABS)[number];

export const joinAddress = (a: Clinic['address']) => [a.roadAddress, a.detailAddress].filter(Boolean).join(' ');

/**
 * Clinic detail (docs/product.md#screens): looping banner of the banner plus introduction images; name, rating, review
 * count, address; tabs. Shared by the server page and the `pv` preview; the doctor, event and review
 * panels are passed in because they load differently in each.
 */
export function ClinicDetail({
  clinic,
  tab,
  basePath,
  mapKey,
  panels,
  trust,
}: {
  clinic: Clinic;
  tab: ClinicTab;
  basePath: string;
  mapKey?: string;
  panels: Partial<Record<Exclude<ClinicTab, 'info'>, ReactNode>>;
  /** The trust figures' section (server-rendered by the page; absent in the staff preview). */
  trust?: ReactNode;
}) {
  const t = useTranslations('Detail');
  const tc = useTranslations('Common');
  const address = joinAddress(clinic.address);
  const banner = [clinic.bannerImage, ...clinic.introductionImages]
    .filter((img): img is { url: string } => Boolean(img?.url))
    .map((img, i) => ({ url: img.url, alt: `${clinic.name} ${i + 1}` }));
  return (
    <>
      <BannerCarousel images={banner} label={t('bannerLabel', { name: clinic.name })} />
      <div className="detail-head">
        <h1 className="detail-head__name">{clinic.name}</h1>
        <div className="detail-head__meta">
          <Rating value={clinic.averageRating} />
          <span>{tc('reviewCount', { count: clinic.reviewCount })}</span>
        </div>
        {address && <p className="detail-head__address">{address}</p>}
      </div>
      <TabLinks
        tabs={CLINIC_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        activeId={tab}
        basePath={basePath}
        query={{}}
        label={clinic.name}
      />
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'info' ? (
          <>
            <DetailSection title={t('introduction')} empty={!clinic.description && t('noIntroduction')}>
              {clinic.description && <Paragraphs text={clinic.description} />}
            </DetailSection>
            <DetailSection title={t('specialties')} empty={clinic.specialties.length === 0 && t('noSpecialties')}>
              <div className="tags">
                {clinic.specialties.map((s, i) => (
                  <span className="tag" key={`${s.id}-${i}`}>
                    {s.name}
                  </span>
                ))}
              </div>
            </DetailSection>
            {trust}
            <ClinicFacts clinic={clinic} />
            {clinic.phone && (
              <DetailSection title={t('phone')}>
                <a
                  className="link-card"
                  href={`tel:${clinic.phone}`}
                  aria-label={t('call', { phone: formatPhone(clinic.phone) })}
                >
                  {formatPhone(clinic.phone)}
                </a>
              </DetailSection>
            )}
            <DetailSection title={t('address')} empty={!address && t('noAddress')}>
              <CopyAddress address={address} />
              <ClinicMap address={address} name={clinic.name} apiKey={mapKey} />
            </DetailSection>
          </>
        ) : (
          panels[tab]
        )}
      </div>
    </>
  );
}
