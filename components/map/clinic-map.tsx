'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { existingGoogleMaps, loadGoogleMaps, mapAddress, mapSearchLinks } from '@/lib/maps/load-google-maps';
import styles from './clinic-map.module.css';
import { logFailure } from '@/lib/client-log';

type MapState = 'fallback' | 'loading' | 'ready' | 'error';

type Props = { address: string | null; name: string; apiKey?: string; height?: number };

// `window.google.maps` can only be seen in the browser: the server (and hydration) renders without it,
// then React re-renders with the browser's answer. Nothing to subscribe to: a page either has it or not.
const subscribeNothing = () => () => {};
const browserHasMaps = () => existingGoogleMaps() !== undefined;
const serverHasMaps = () => false;

/**
 * Map of a clinic's address (geocoded; on OK a zoom-16 map with a marker, otherwise an error is
 * logged with no user message; default height 200 px; Seoul City Hall when there is no address).
 * Without a maps key (and no `window.google.maps`), a box with the address and links to map apps.
 */
export function ClinicMap({ address, name, apiKey, height = 200 }: Props) {
  const t = useTranslations('Map');
  const shown = mapAddress(address);
  const key = apiKey?.trim() ?? '';
  const hasMaps = useSyncExternalStore(subscribeNothing, browserHasMaps, serverHasMaps);
  const label = t('label', { name });

  if (!key && !hasMaps) return <MapLinks address={shown} label={label} height={height} />;
  // Keyed so that another address starts over from "loading".
  return (
    <GoogleMap
      key={`${key}\n${shown}\n${name}`}
      apiKey={key}
      address={shown}
      name={name}
      label={label}
      height={height}
    />
  );
}

function GoogleMap({
  apiKey,
  address,
  name,
  label,
  height,
}: {
  apiKey: string;
  address: string;
  name: string;
  label: string;
  height: number;
}) {
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<Exclude<MapState, 'fallback'>>('loading');

  useEffect(() => {
    let active = true;
    const fail = (message: string, error?: unknown) => {
      if (!active) return;
      // Spec: logged, no message to the user (the box and the address stay).
      logFailure('ClinicMap', error === undefined ? message : `${message}: ${String(error)}`);
      setState('error');
    };
    loadGoogleMaps(apiKey)
      .then((maps) => {
        if (!active) return;
        new maps.Geocoder().geocode({ address }, (results, status) => {
          const element = canvas.current;
          if (!active || !element) return;
          const location = results?.[0]?.geometry?.location;
          if (status !== 'OK' || !location) {
            fail(`geocoding "${address}" failed: ${status}`);
            return;
          }
          try {
            const map = new maps.Map(element, {
              center: location,
              zoom: 16,
              disableDefaultUI: true,
              zoomControl: true,
            });
            new maps.Marker({ map, position: location, title: name });
            setState('ready');
          } catch (error) {
            fail(`the map of "${address}" could not be drawn`, error);
          }
        });
      })
      .catch((error: unknown) => fail('Google Maps could not be loaded', error));
    return () => {
      active = false;
    };
  }, [apiKey, address, name]);

  return (
    <div data-testid="clinic-map" data-state={state} className={styles['clinic-map']}>
      <div
        ref={canvas}
        role="region"
        aria-label={label}
        aria-busy={state === 'loading'}
        className={styles['clinic-map__canvas']}
        style={{ height }}
      />
      <p className={styles['clinic-map__caption']}>{address}</p>
    </div>
  );
}

function MapLinks({ address, label, height }: { address: string; label: string; height: number }) {
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
      className={`${styles['clinic-map']} ${styles['clinic-map__fallback']}`}
      style={{ minHeight: height }}
    >
      <p className={styles['clinic-map__address']}>
        <PinIcon className={styles['clinic-map__pin']} />
        <span>{address}</span>
      </p>
      <p id={introId} className={styles['clinic-map__open-in']}>
        {t('openIn')}
      </p>
      <ul aria-labelledby={introId} className={styles['clinic-map__links']}>
        {apps.map(({ key, href }) => (
          <li key={key}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={styles['clinic-map__link']}>
              {t(key)}
            </a>
          </li>
        ))}
      </ul>
      <p className={styles['clinic-map__note']}>{t('fallbackNote')}</p>
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
