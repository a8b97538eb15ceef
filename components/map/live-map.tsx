'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { noSubscription } from '@/components/ui/client-only';
import { deferred } from '@/components/ui/deferred';

// The map itself (its state and the drawing) is fetched as the page comes up; until then the box shows loading.
const GoogleMap = deferred(() => import('./google-map').then((m) => m.GoogleMap));

// `window.google.maps` can only be seen in the browser: the server (and hydration) renders without it,
// then React re-renders with the browser's answer. Nothing to subscribe to: a page either has it or not.
// (Read here, not through lib/maps/load-google-maps, which comes with the drawing code when it runs.)
const browserHasMaps = () => (window as { google?: { maps?: unknown } }).google?.maps !== undefined;
const serverHasMaps = () => false;

/**
 * The Google map when there is a key or `window.google.maps` (`box`, its loading state, until the map's code is
 * in), otherwise `links` (ClinicMap renders both).
 */
export function LiveMap({
  apiKey,
  address,
  name,
  label,
  height,
  box,
  links,
}: {
  apiKey: string;
  address: string;
  name: string;
  label: string;
  height: number;
  box: ReactNode;
  links: ReactNode;
}) {
  const hasMaps = useSyncExternalStore(noSubscription, browserHasMaps, serverHasMaps);
  if (!apiKey && !hasMaps) return links;
  // Keyed so that another address starts over from "loading".
  return (
    <GoogleMap
      key={`${apiKey}\n${address}\n${name}`}
      apiKey={apiKey}
      address={address}
      name={name}
      label={label}
      height={height}
      fallback={box}
    />
  );
}
