import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { mapSearchLinks } from '@/lib/maps/load-google-maps';
import box from './clinic-map.module.css';
import styles from './map-links.module.css';

/** Without a maps key: the address and links that open it in Kakao Map, Naver Map and Google Maps. */
export function MapLinks({ address, label, height }: { address: string; label: string; height: number }) {
  const t = useTranslations('Map');
  const introId = useId();
  const links = mapSearchLinks(address);
  const apps = [
    { key: 'kakao', href: links.kakao },
    { key: 'naver', href: links.naver },
    { key: 'google', href: links.google },
  ] as const;
  return (
    <div
      data-testid="clinic-map"
      data-state="fallback"
      role="region"
      aria-label={label}
      className={`${box['clinic-map']} ${styles.fallback}`}
      style={{ minHeight: height }}
    >
      <p className={styles.address}>
        <PinIcon className={styles.pin} />
        <span>{address}</span>
      </p>
      <p id={introId} className={styles['open-in']}>
        {t('openIn')}
      </p>
      <ul aria-labelledby={introId} className={styles.links}>
        {apps.map(({ key, href }) => (
          <li key={key}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {t(key)}
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('fallbackNote')}</p>
    </div>
  );
}

function PinIcon({ className }: { className?: string }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      className={className}
    >
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}
