'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import styles from './clinic-map.module.css';

type MapState = 'loading' | 'ready' | 'error';

// `window.google.maps` can only be seen in the browser: the server (and hydration) renders without it,
// then React re-renders with the browser's answer. Nothing to subscribe to: a page either has it or not.
// (Read here, not through lib/maps/load-google-maps, which comes with the drawing code when it runs.)
const subscribeNothing = () => () => {};
const browserHasMaps = () => (window as { google?: { maps?: unknown } }).google?.maps !== undefined;
const serverHasMaps = () => false;

/**
 * The map's box: the Google map when there is a key or `window.google.maps`, otherwise `children` (the links
 * ClinicMap renders).
 */
export function LiveMap({
  apiKey,
  address,
  name,
  label,
  height,
  children,
}: {
  apiKey: string;
  address: string;
  name: string;
  label: string;
  height: number;
  children: ReactNode;
}) {
  const hasMaps = useSyncExternalStore(subscribeNothing, browserHasMaps, serverHasMaps);
  if (!apiKey && !hasMaps) return children;
  // Keyed so that another address starts over from "loading".
  return (
    <GoogleMap
      key={`${apiKey}\n${address}\n${name}`}
      apiKey={apiKey}
      address={address}
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
  const [state, setState] = useState<MapState>('loading');

  useEffect(() => {
    let active = true;
    void import('./draw-map').then(({ drawMap }) =>
      drawMap({ apiKey, address, name, canvas: () => canvas.current, active: () => active, done: setState }),
    );
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
